import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormField } from '../form-field';
import './text-field.css';
import { keepWithinLength, type CountText } from '../../lib/length-limit';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Class of the field wrapper; `className` goes to the input box. */
  fieldClassName?: string;
  /** Keeps the hint's line while it is empty (see FormField). */
  reserveHintLine?: boolean;
  /**
   * How `maxLength` counts text, e.g. in code points as a contract does. The browser's own
   * maxLength counts UTF-16 units, so with `count` the field clips the text itself.
   */
  count?: CountText;
}

/** Labelled single-line input; spread react-hook-form's `register()` result straight into it. */
export function TextField({
  label,
  hint,
  error,
  id,
  required,
  fieldClassName,
  reserveHintLine,
  className,
  type = 'text',
  maxLength,
  count,
  onChange,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      describedBy={describedBy}
      reserveHintLine={reserveHintLine}
      className={fieldClassName}
    >
      {(control) => (
        <div className={className ? `ui-control ${className}` : 'ui-control'}>
          <input
            {...inputProps}
            {...control}
            type={type}
            required={required}
            maxLength={count ? undefined : maxLength}
            onChange={(event) => {
              keepWithinLength(event.target, maxLength, count);
              onChange?.(event);
            }}
            className="ui-control__input ui-text-field__input"
          />
        </div>
      )}
    </FormField>
  );
}
