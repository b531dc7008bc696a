import { Button, Checkbox, Link, PasswordField, TextField } from '@endless/ui';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { paths } from '../../../config/paths';
import { useRegisterForm } from '../hooks/use-register-form';
import type { RegisterUserInput } from '../schemas/register-user';
import { BirthdayField } from './birthday-field';
import { FormError } from './form-error';
import { PasswordStrength } from './password-strength';
import { submitOnEnter } from './submit-on-enter';
import { HydratedFieldset } from '../../../components/hydrated-fieldset';

const success = (text: string | undefined): ReactNode =>
  text ? <span className="auth-form__success">{text}</span> : undefined;

/**
 * Registration (spec 01 §2, §5): birthday, e-mail, username, password twice and the terms. E-mail,
 * username and password are checked with the server 500 ms after typing stops; submit re-checks
 * everything with the submit wording.
 */
export function RegisterForm() {
  const { form, notes, note, live, birthday, onSubmit, submitting } = useRegisterForm();
  const { errors, isSubmitted } = form.formState;
  const { privacyMode } = birthday;

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} onKeyDown={submitOnEnter}>
      <HydratedFieldset>
        <BirthdayField
          value={birthday.parts}
          onChange={birthday.change}
          invalid={{ month: !!errors.month, day: !!errors.day, year: !!errors.year }}
          error={errors.month?.message ?? errors.day?.message ?? errors.year?.message}
          privacyMode={privacyMode}
          now={birthday.now}
        />
        <TextField
          label={privacyMode ? "Parent's Email Address" : 'Email Address'}
          hint={privacyMode ? "We'll contact your parent or guardian at this address." : undefined}
          type="email"
          autoComplete={privacyMode ? 'off' : 'email'}
          spellCheck={false}
          error={errors.email?.message}
          {...form.register('email', { onChange: live.checkEmail })}
        />
        <TextField
          label="Username"
          reserveHintLine
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          hint={success(notes.username)}
          error={errors.username?.message}
          {...form.register('username', {
            onChange: () => {
              note({ username: undefined });
              live.checkUsername();
            },
          })}
        />
        <PasswordField
          label="Password"
          reserveHintLine
          autoComplete="new-password"
          hint={
            notes.passwordScore === undefined ? undefined : (
              <PasswordStrength score={notes.passwordScore} />
            )
          }
          error={errors.password?.message}
          {...form.register('password', {
            onChange: () => {
              note({ passwordScore: undefined, repeatPassword: undefined });
              live.checkPassword();
              if (form.getValues('repeatPassword')) live.checkRepeat();
            },
          })}
        />
        <PasswordField
          label="Repeat Password"
          reserveHintLine
          autoComplete="new-password"
          hint={success(notes.repeatPassword)}
          error={errors.repeatPassword?.message}
          {...form.register('repeatPassword', {
            onChange: () => {
              note({ repeatPassword: undefined });
              live.checkRepeat();
            },
          })}
        />
        <TermsCheckbox
          control={form.control}
          onChecked={() => {
            if (isSubmitted) void form.trigger('terms');
          }}
        />
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" fullWidth size="lg" busy={submitting}>
          Create Account
        </Button>
      </HydratedFieldset>
    </form>
  );
}

/** The terms and privacy policy, which must be accepted to register. */
function TermsCheckbox({
  control,
  onChecked,
}: {
  control: Control<RegisterUserInput>;
  onChecked: () => void;
}) {
  return (
    <Controller
      control={control}
      name="terms"
      render={({ field, fieldState }) => (
        <Checkbox
          label={
            <>
              I have read and accept the{' '}
              <Link href={paths.legal.terms.getHref()} external>
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link href={paths.legal.privacy.getHref()} external>
                Privacy Policy
              </Link>
            </>
          }
          description={
            fieldState.error && (
              <span role="alert" className="auth-form__field-error">
                {fieldState.error.message}
              </span>
            )
          }
          aria-invalid={fieldState.invalid || undefined}
          checked={field.value}
          onCheckedChange={(checked) => {
            field.onChange(checked);
            onChecked();
          }}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
        />
      )}
    />
  );
}
