import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FormField } from '../form-field';
import './password-field.css';

export interface PasswordFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  fieldClassName?: string;
  /** Keeps the hint's line while it is empty (see FormField). */
  reserveHintLine?: boolean;
}

/** Password input with a Show/Hide toggle; the value stays in place when toggled. */
export function PasswordField({
  label,
  hint,
  error,
  id,
  required,
  fieldClassName,
  reserveHintLine,
  className,
  autoComplete = 'current-password',
  'aria-describedby': describedBy,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
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
            type={visible ? 'text' : 'password'}
            required={required}
            autoComplete={autoComplete}
            // Keeps spellcheckers from sending the password anywhere while it is visible.
            spellCheck={false}
            autoCapitalize="off"
            className="ui-control__input ui-password-field__input"
          />
          <button
            type="button"
            className="ui-password-field__toggle"
            aria-controls={control.id}
            aria-label={visible ? 'Hide password' : 'Show password'}
            disabled={inputProps.disabled}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </FormField>
  );
}
