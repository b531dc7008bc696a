import * as Label from '@radix-ui/react-label';
import { useId, type ReactNode } from 'react';
import './form-field.css';

/** Props a FormField hands to its control so label, hint and error are announced with it. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Help text shown under the control while there is no error. */
  hint?: ReactNode;
  /** Error message; marks the control invalid and is announced when it appears. */
  error?: ReactNode;
  /** Control id; generated when omitted. */
  id?: string;
  required?: boolean;
  /** Extra ids to describe the control with, such as a character counter. */
  describedBy?: string;
  /** Content beside the hint/error line, such as a character counter. */
  aside?: ReactNode;
  /**
   * Keeps the hint line's height while it is empty: for a hint a live check fills in as the user
   * types, so the controls below do not move under a tap.
   */
  reserveHintLine?: boolean;
  className?: string;
  children: (control: FormFieldControlProps) => ReactNode;
}

export function FormField({
  label,
  hint,
  error,
  id,
  required,
  describedBy,
  aside,
  reserveHintLine,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `ui-field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error != null && error !== false && error !== '';
  const describedByIds =
    [hasError ? errorId : hint ? hintId : undefined, describedBy].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div
      className={['ui-form-field', reserveHintLine && 'ui-form-field--reserve-hint', className]
        .filter(Boolean)
        .join(' ')}
    >
      <Label.Root className="ui-form-field__label" htmlFor={controlId}>
        {label}
        {required && (
          <span className="ui-form-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </Label.Root>
      {children({
        id: controlId,
        'aria-describedby': describedByIds,
        'aria-invalid': hasError ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {(hasError || hint || aside) && (
        <div className="ui-form-field__footer">
          {hasError ? (
            <p id={errorId} role="alert" className="ui-form-field__error">
              {error}
            </p>
          ) : hint ? (
            <p id={hintId} className="ui-form-field__hint">
              {hint}
            </p>
          ) : null}
          {aside}
        </div>
      )}
    </div>
  );
}
