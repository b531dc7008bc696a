import { errorMessage, hasErrorCode } from '@endless/client';
import { Button, Checkbox, PasswordField, TextField } from '@endless/ui';
import { Controller } from 'react-hook-form';
import { $api } from '../../../lib/api';
import { useZodForm } from '../../../lib/form';
import { tokenStore } from '../../../lib/session';
import { useAfterLogin } from '../hooks/use-after-login';
import type { LogInUserInput } from '../schemas/log-in-user';
import { LOGIN_MESSAGES } from '../schemas/messages';
import { FormError } from './form-error';
import { submitOnEnter } from './submit-on-enter';
import { HydratedFieldset } from '../../../components/hydrated-fieldset';

export interface LoginFormProps {
  onForgotPassword: () => void;
}

const loadSchema = () => import('../schemas/log-in-user').then((m) => m.logInUserSchema);

/** Username, password and remember (spec 01 §2, §5, §8). */
export function LoginForm({ onForgotPassword }: LoginFormProps) {
  const form = useZodForm<LogInUserInput, LogInUserInput>(loadSchema, {
    defaultValues: { username: '', password: '', remember: false },
  });
  const { errors } = form.formState;
  const logIn = $api.useMutation('post', '/OAuth2/authorize');
  const afterLogin = useAfterLogin();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { tokens } = await logIn.mutateAsync({ body: values });
      // Remembered: 30-day cookies; otherwise they end with the browser session.
      tokenStore.set(tokens, { remember: values.remember });
      afterLogin();
    } catch (error) {
      // A failed login always clears the password (spec 01 §2).
      form.setValue('password', '');
      if (hasErrorCode(error, 'AU1002')) {
        form.setError(
          'username',
          { message: LOGIN_MESSAGES.usernameInvalid },
          { shouldFocus: true },
        );
      } else if (hasErrorCode(error, 'AU1003')) {
        form.setError(
          'password',
          { message: LOGIN_MESSAGES.passwordInvalid },
          { shouldFocus: true },
        );
      } else {
        form.setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} onKeyDown={submitOnEnter}>
      <HydratedFieldset>
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          error={errors.username?.message}
          {...form.register('username', { onChange: () => form.clearErrors('root.server') })}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password', { onChange: () => form.clearErrors('root.server') })}
        />
        <div className="auth-form__row">
          <Controller
            control={form.control}
            name="remember"
            render={({ field }) => (
              <Checkbox
                label="Remember me"
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
              />
            )}
          />
          <button type="button" className="auth-form__text-button" onClick={onForgotPassword}>
            Forgot password?
          </button>
        </div>
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" fullWidth size="lg" busy={logIn.isPending}>
          Login
        </Button>
      </HydratedFieldset>
    </form>
  );
}
