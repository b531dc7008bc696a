import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FormField } from '../form-field';
import './text-area.css';
import { formatInteger } from '../../lib/format';
import { keepWithinLength, type CountText } from '../../lib/length-limit';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Characters used from which the counter turns to the warning colour (needs maxLength). */
  warnAt?: number;
  /**
   * How `maxLength` and the counter count text, e.g. in code points as a contract does. The
   * browser's own maxLength counts UTF-16 units, so with `count` the box clips the text itself.
   */
  count?: CountText;
  fieldClassName?: string;
}

export function remainingLabel(remaining: number): string {
  return `${formatInteger(remaining)} ${remaining === 1 ? 'character' : 'characters'} remaining`;
}

/** Multi-line input; with `maxLength` it shows how many characters remain. */
export function TextArea({
  label,
  hint,
  error,
  id,
  required,
  maxLength,
  warnAt,
  count: countProp,
  fieldClassName,
  className,
  value,
  defaultValue,
  onChange,
  rows = 4,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextAreaProps) {
  const counterId = `ui-text-area-counter-${useId()}`;
  const count = countProp ?? ((text: string) => text.length);
  // Length of an uncontrolled value, kept in step through onChange.
  const [typedLength, setTypedLength] = useState(() => count(String(defaultValue ?? '')));
  const used = value !== undefined ? count(String(value)) : typedLength;
  const hasCounter = maxLength !== undefined;
  const countsUnits = countProp === undefined;
  const warning = hasCounter && warnAt !== undefined && used >= warnAt;

  const counter = hasCounter ? (
    <p
      id={counterId}
      className="ui-text-area__counter"
      data-warning={warning ? '' : undefined}
      // Announced only once the writer is close to the limit, not on every keystroke.
      aria-live={warning ? 'polite' : 'off'}
    >
      {remainingLabel(Math.max(0, maxLength - used))}
    </p>
  ) : undefined;

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      describedBy={
        [describedBy, hasCounter ? counterId : undefined].filter(Boolean).join(' ') || undefined
      }
      aside={counter}
      className={fieldClassName}
    >
      {(control) => (
        <textarea
          {...textareaProps}
          {...control}
          rows={rows}
          required={required}
          maxLength={countsUnits ? maxLength : undefined}
          value={value}
          defaultValue={defaultValue}
          onChange={(event) => {
            keepWithinLength(event.target, maxLength, countProp);
            setTypedLength(count(event.target.value));
            onChange?.(event);
          }}
          className={className ? `ui-text-area ${className}` : 'ui-text-area'}
        />
      )}
    </FormField>
  );
}
