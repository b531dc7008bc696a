import { strengthLabel } from '../schemas/rules';

export function PasswordStrength({ score }: { score: number }) {
  const label = strengthLabel(score);
  return (
    <span className="auth-strength" data-strength={label.toLowerCase()}>
      <span className="auth-strength__bar" aria-hidden="true">
        {[0, 1, 2].map((step) => (
          <span key={step} className="auth-strength__step" />
        ))}
      </span>
      Password Strength: <strong className="auth-strength__label">{label}</strong>
    </span>
  );
}
