/** The form-level error line: '[code] text' answers that belong to no field (spec 01 §8). */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="auth-form__error">
      {message}
    </p>
  );
}
