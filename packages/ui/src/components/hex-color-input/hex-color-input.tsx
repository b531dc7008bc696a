import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FormField } from '../form-field';
import { filteredChangeHandler } from '../number-input/filtered-change';
import './hex-color-input.css';

export interface HexColorInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'maxLength' | 'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  fieldClassName?: string;
}

const HEX_DIGIT = /^[0-9a-f]$/i;
const FULL_HEX = /^[0-9a-f]{6}$/i;

/**
 * Six-digit hex colour without the '#': only hex digits are kept (a pasted '#ff8800' becomes
 * 'ff8800') and a swatch previews the colour once all six digits are there.
 */
export function HexColorInput({
  label,
  hint,
  error,
  id,
  required,
  fieldClassName,
  className,
  value,
  defaultValue,
  onChange,
  'aria-describedby': describedBy,
  ...inputProps
}: HexColorInputProps) {
  // Tracks the typed value for the swatch when the input is uncontrolled.
  const [typed, setTyped] = useState(() => String(defaultValue ?? ''));
  const current = value !== undefined ? String(value) : typed;
  const preview = FULL_HEX.test(current) ? `#${current}` : undefined;
  const handleChange = filteredChangeHandler(
    HEX_DIGIT,
    6,
    (event: ChangeEvent<HTMLInputElement>) => {
      setTyped(event.target.value);
      onChange?.(event);
    },
  );

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      describedBy={describedBy}
      className={fieldClassName}
    >
      {(control) => (
        <div className={className ? `ui-control ${className}` : 'ui-control'}>
          <span
            className="ui-hex-color-input__swatch"
            data-empty={preview ? undefined : ''}
            style={preview ? { backgroundColor: preview } : undefined}
            aria-hidden="true"
          />
          <span className="ui-hex-color-input__hash" aria-hidden="true">
            #
          </span>
          <input
            {...inputProps}
            {...control}
            type="text"
            value={value}
            defaultValue={defaultValue}
            onChange={handleChange}
            required={required}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            className="ui-control__input ui-hex-color-input__input"
          />
        </div>
      )}
    </FormField>
  );
}
