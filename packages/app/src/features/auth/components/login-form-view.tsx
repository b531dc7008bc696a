import { Button, Checkbox, PasswordField, TextField, type CheckboxProps } from '@endless/ui';
import type { ComponentPropsWithRef, FormEvent } from 'react';
import { HydratedFieldset } from '../../../components/hydrated-fieldset';
import { FormError } from './form-error';
import { submitOnEnter } from './submit-on-enter';

type InputProps = ComponentPropsWithRef<'input'> & { error?: string };

export interface LoginFormViewProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Each field's value and handlers (react-hook-form's, or the stand-in's). */
  username: InputProps;
  password: InputProps;
  remember: Pick<CheckboxProps, 'checked' | 'onCheckedChange' | 'onBlur' | 'name' | 'ref'>;
  formError?: string;
  busy?: boolean;
  onForgotPassword: () => void;
}

/** The login form's markup, the same before and after its code is in (see FormOnIntent). */
export function LoginFormView({
  onSubmit,
  username,
  password,
  remember,
  formError,
  busy,
  onForgotPassword,
}: LoginFormViewProps) {
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} onKeyDown={submitOnEnter}>
      <HydratedFieldset>
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          {...username}
        />
        <PasswordField label="Password" autoComplete="current-password" {...password} />
        <div className="auth-form__row">
          <Checkbox label="Remember me" {...remember} />
          <button type="button" className="auth-form__text-button" onClick={onForgotPassword}>
            Forgot password?
          </button>
        </div>
        <FormError message={formError} />
        <Button type="submit" fullWidth size="lg" busy={busy}>
          Login
        </Button>
      </HydratedFieldset>
    </form>
  );
}
