import { errorTexts } from '@endless/client/error-texts';
import { errorMessage, hasErrorCode } from '@endless/client';
import { useController } from 'react-hook-form';
import type { DeferredFormProps } from '../../../components/form-on-intent';
import { useLogInUser } from '../api/log-in-user';
import { useZodForm } from '../../../lib/form';
import { tokenStore } from '../../../lib/session';
import { useAfterLogin } from '../hooks/use-after-login';
import type { LogInUserInput } from '../schemas/log-in-user';
import { LoginFormView } from './login-form-view';

export interface LoginFormProps {
  onForgotPassword: () => void;
}

const loadSchema = () => import('../schemas/log-in-user').then((m) => m.logInUserSchema);

/** Username, password and remember (spec 01 §2, §5, §8); loaded on intent by LoginPanelForm. */
export function LoginForm({ onForgotPassword, typed }: LoginFormProps & DeferredFormProps) {
  const form = useZodForm<LogInUserInput, LogInUserInput>(loadSchema, {
    defaultValues: {
      username: typed.username ?? '',
      password: typed.password ?? '',
      remember: typed.remember !== undefined,
    },
  });
  const { errors } = form.formState;
  const { field: remember } = useController({ control: form.control, name: 'remember' });
  const logIn = useLogInUser();
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
        form.setError('username', { message: errorTexts.AU1002 }, { shouldFocus: true });
      } else if (hasErrorCode(error, 'AU1003')) {
        form.setError('password', { message: errorTexts.AU1003 }, { shouldFocus: true });
      } else {
        form.setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  const clearServerError = () => form.clearErrors('root.server');
  return (
    <LoginFormView
      onSubmit={onSubmit}
      username={{
        error: errors.username?.message,
        ...form.register('username', { onChange: clearServerError }),
      }}
      password={{
        error: errors.password?.message,
        ...form.register('password', { onChange: clearServerError }),
      }}
      remember={{
        checked: remember.value,
        onCheckedChange: remember.onChange,
        onBlur: remember.onBlur,
        name: remember.name,
        ref: remember.ref,
      }}
      formError={errors.root?.server?.message}
      busy={logIn.isPending}
      onForgotPassword={onForgotPassword}
    />
  );
}
