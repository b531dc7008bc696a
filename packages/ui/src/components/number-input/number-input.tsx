import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormField } from '../form-field';
import { filteredChangeHandler } from './filtered-change';
import './number-input.css';

export interface NumberInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'inputMode' | 'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  fieldClassName?: string;
}

const DIGIT = /^[0-9]$/;

/**
 * Whole-number input that accepts digits only: other characters are dropped as they are typed or
 * pasted. A text input (not type="number") so there are no spinners, exponents or signs.
 */
export function NumberInput({
  label,
  hint,
  error,
  id,
  required,
  fieldClassName,
  className,
  maxLength,
  onChange,
  'aria-describedby': describedBy,
  ...inputProps
}: NumberInputProps) {
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
          <input
            {...inputProps}
            {...control}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={inputProps.autoComplete ?? 'off'}
            required={required}
            onChange={filteredChangeHandler(DIGIT, maxLength, onChange)}
            className="ui-control__input ui-number-input__input"
          />
        </div>
      )}
    </FormField>
  );
}
