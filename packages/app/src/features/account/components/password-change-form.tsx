import { errorMessage, hasErrorCode } from '@endless/client';
import { Button, PasswordField } from '@endless/ui';
import { useState } from 'react';
import { useUpdatePassword } from '../api/update-password';
import { useValidateCurrentPassword } from '../api/validate-current-password';
import { useZodForm } from '../../../lib/form';
import { usePasswordStrength } from '../hooks/use-password-strength';
import { FormNotice, type FormNoticeValue } from './form-notice';

export const PASSWORD_UPDATED_MESSAGE = 'Password Successfully Updated!';

/** The password change's live label: above 1 is strong (spec 02 §5). */
export function strengthLabel(strength: number): string {
  return strength > 1 ? 'Strong Password' : 'Weak Password';
}

type Step = { step: 1; notice?: FormNoticeValue } | { step: 2; currentPwd: string; token: string };

const loadValidateSchema = () =>
  import('../schemas/validate-password').then((m) => m.validatePasswordSchema);
const loadUpdateSchema = () =>
  import('../schemas/update-password').then((m) => m.updatePasswordSchema);

/** Update password: confirm the current one, then enter the new one twice (spec 02 §4). */
export function PasswordChangeForm() {
  const [state, setState] = useState<Step>({ step: 1 });
  return state.step === 1 ? (
    <CurrentPasswordStep
      notice={state.notice}
      onConfirmed={(currentPwd, token) => setState({ step: 2, currentPwd, token })}
    />
  ) : (
    <NewPasswordStep
      currentPwd={state.currentPwd}
      token={state.token}
      onDone={(notice) => setState({ step: 1, notice })}
    />
  );
}

function CurrentPasswordStep({
  notice,
  onConfirmed,
}: {
  notice?: FormNoticeValue;
  onConfirmed: (currentPwd: string, token: string) => void;
}) {
  const form = useZodForm(loadValidateSchema, { defaultValues: { currentPwd: '' } });
  const validate = useValidateCurrentPassword();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPwd }) => {
    try {
      const data = await validate.mutateAsync({ body: { pwd: currentPwd } });
      onConfirmed(currentPwd, data.pwd_token);
    } catch (error) {
      form.setError('currentPwd', {
        message: hasErrorCode(error, 'AC1007') ? 'Invalid Password' : errorMessage(error),
      });
    }
  });

  return (
    <form className="account-settings__form" onSubmit={onSubmit} noValidate>
      <FormNotice notice={notice} />
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        error={errors.currentPwd?.message}
        {...form.register('currentPwd')}
      />
      <div className="account-settings__actions">
        <Button type="submit" busy={validate.isPending}>
          Confirm Password
        </Button>
      </div>
    </form>
  );
}

function NewPasswordStep({
  currentPwd,
  token,
  onDone,
}: {
  currentPwd: string;
  token: string;
  onDone: (notice?: FormNoticeValue) => void;
}) {
  const form = useZodForm(loadUpdateSchema, {
    defaultValues: { currentPwd, newPwd: '', newPwdRepeat: '' },
  });
  const update = useUpdatePassword();
  const { errors } = form.formState;
  const strength = usePasswordStrength(form.watch('newPwd'));

  const onSubmit = form.handleSubmit(async ({ newPwd }) => {
    try {
      await update.mutateAsync({ body: { pwd: newPwd, token } });
      onDone({ tone: 'success', text: PASSWORD_UPDATED_MESSAGE });
    } catch (error) {
      if (hasErrorCode(error, 'AC1008')) {
        // The step-1 token expired: start again from the current password.
        onDone({ tone: 'error', text: errorMessage(error) });
        return;
      }
      form.setError('newPwd', {
        message: hasErrorCode(error, 'AC1009')
          ? 'Updated Passwords cannot match current password'
          : errorMessage(error),
      });
    }
  });

  return (
    <form className="account-settings__form" onSubmit={onSubmit} noValidate>
      <p className="account-settings__muted">
        Current password confirmed. Choose a new password of at least 6 characters.
      </p>
      <PasswordField
        label="New Password"
        reserveHintLine
        autoComplete="new-password"
        autoFocus
        hint={
          strength === undefined ? undefined : (
            <span className="account-strength" data-strong={strength > 1 ? '' : undefined}>
              {strengthLabel(strength)}
            </span>
          )
        }
        error={errors.newPwd?.message}
        {...form.register('newPwd')}
      />
      <PasswordField
        label="Repeat New Password"
        autoComplete="new-password"
        error={errors.newPwdRepeat?.message}
        {...form.register('newPwdRepeat')}
      />
      <div className="account-settings__actions">
        <Button variant="ghost" onClick={() => onDone()} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={update.isPending}>
          Update Password
        </Button>
      </div>
    </form>
  );
}
