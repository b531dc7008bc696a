import { errorMessage, hasErrorCode } from '@endless/client';
import { Button, TextField } from '@endless/ui';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useZodForm } from '../../../lib/form';
import { FORGOT_MESSAGES } from '../schemas/messages';
import { FormError } from './form-error';
import { HydratedFieldset } from '../../../components/hydrated-fieldset';

export interface ForgotPasswordFormProps {
  onSent: () => void;
  onBack: () => void;
}

const loadSchema = () =>
  import('../schemas/request-password-reset').then((m) => m.requestPasswordResetSchema);

/** One input, a username or an e-mail address (spec 01 §2, §5, §8). */
export function ForgotPasswordForm({ onSent, onBack }: ForgotPasswordFormProps) {
  const form = useZodForm(loadSchema, { defaultValues: { input: '' } });
  const { errors } = form.formState;
  const requestReset = useRequestPasswordReset();

  const onSubmit = form.handleSubmit(async ({ input }) => {
    try {
      await requestReset.mutateAsync({ body: { input } });
      onSent();
    } catch (error) {
      if (hasErrorCode(error, 'AU1030')) {
        form.setError('input', { message: FORGOT_MESSAGES.invalid }, { shouldFocus: true });
      } else {
        form.setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <HydratedFieldset>
        <p className="auth-form__lead">
          Enter your username or email address and we&apos;ll send you a link to choose a new
          password.
        </p>
        <TextField
          label="Username or Email Address"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          hint="The email can take up to 5 minutes to arrive. Check your spam folder if you don't see it."
          error={errors.input?.message}
          {...form.register('input', { onChange: () => form.clearErrors('root.server') })}
        />
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" fullWidth size="lg" busy={requestReset.isPending}>
          Send Reset Link
        </Button>
        <button type="button" className="auth-form__text-button auth-form__back" onClick={onBack}>
          Back to Login
        </button>
      </HydratedFieldset>
    </form>
  );
}
