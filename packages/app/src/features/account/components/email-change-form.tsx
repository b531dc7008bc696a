import { errorTexts } from '@endless/client/error-texts';
import { errorMessage, hasErrorCode } from '@endless/client';
import { Button, TextField } from '@endless/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useUpdateEmail } from '../api/update-email';
import { useValidateCurrentEmail } from '../api/validate-current-email';
import { invalidateAccountState } from '../../../lib/account-settings';
import { useZodForm } from '../../../lib/form';
import { FormNotice, type FormNoticeValue } from './form-notice';

export const EMAIL_UPDATED_MESSAGE =
  'Email Updated! We sent a verification email to your new address: verify it to start using it. Until then your current email stays in use.';

type Step =
  { step: 1; notice?: FormNoticeValue } | { step: 2; currentEmail: string; token: string };

const loadValidateSchema = () =>
  import('../schemas/validate-email').then((m) => m.validateEmailSchema);
const loadUpdateSchema = () => import('../schemas/update-email').then((m) => m.updateEmailSchema);

/** Update e-mail: confirm the current address, then enter the new one twice (spec 02 §4). */
export function EmailChangeForm() {
  const [state, setState] = useState<Step>({ step: 1 });
  return state.step === 1 ? (
    <CurrentEmailStep
      notice={state.notice}
      onConfirmed={(currentEmail, token) => setState({ step: 2, currentEmail, token })}
    />
  ) : (
    <NewEmailStep
      currentEmail={state.currentEmail}
      token={state.token}
      onDone={(notice) => setState({ step: 1, notice })}
    />
  );
}

function CurrentEmailStep({
  notice,
  onConfirmed,
}: {
  notice?: FormNoticeValue;
  onConfirmed: (currentEmail: string, token: string) => void;
}) {
  const form = useZodForm(loadValidateSchema, { defaultValues: { currentEmail: '' } });
  const validate = useValidateCurrentEmail();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentEmail }) => {
    try {
      const data = await validate.mutateAsync({ body: { email: currentEmail } });
      onConfirmed(currentEmail, data.email_token);
    } catch (error) {
      form.setError('currentEmail', {
        message: hasErrorCode(error, 'AC1003') ? errorTexts.AC1003 : errorMessage(error),
      });
    }
  });

  return (
    <form className="account-settings__form" onSubmit={onSubmit} noValidate>
      <FormNotice notice={notice} />
      <TextField
        label="Current Email"
        type="email"
        autoComplete="email"
        error={errors.currentEmail?.message}
        {...form.register('currentEmail')}
      />
      <div className="account-settings__actions">
        <Button type="submit" busy={validate.isPending}>
          Confirm Email
        </Button>
      </div>
    </form>
  );
}

function NewEmailStep({
  currentEmail,
  token,
  onDone,
}: {
  currentEmail: string;
  token: string;
  onDone: (notice?: FormNoticeValue) => void;
}) {
  const queryClient = useQueryClient();
  const form = useZodForm(loadUpdateSchema, {
    defaultValues: { currentEmail, newEmail: '', newEmailRepeat: '' },
  });
  const update = useUpdateEmail();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newEmail }) => {
    try {
      await update.mutateAsync({ body: { email: newEmail, token } });
      await invalidateAccountState(queryClient);
      onDone({ tone: 'success', text: EMAIL_UPDATED_MESSAGE });
    } catch (error) {
      if (hasErrorCode(error, 'AC1005')) {
        // The step-1 token expired: start again from the current address.
        onDone({ tone: 'error', text: errorMessage(error) });
        return;
      }
      form.setError('newEmail', {
        message: hasErrorCode(error, 'AC1003')
          ? errorTexts.AC1003
          : hasErrorCode(error, 'AC1006')
            ? 'Updated email cannot match current email'
            : errorMessage(error),
      });
    }
  });

  return (
    <form className="account-settings__form" onSubmit={onSubmit} noValidate>
      <p className="account-settings__muted">
        Current email confirmed. Enter your new email address twice.
      </p>
      <TextField
        label="New Email"
        type="email"
        autoComplete="email"
        autoFocus
        error={errors.newEmail?.message}
        {...form.register('newEmail')}
      />
      <TextField
        label="Repeat New Email"
        type="email"
        autoComplete="email"
        error={errors.newEmailRepeat?.message}
        {...form.register('newEmailRepeat')}
      />
      <div className="account-settings__actions">
        <Button variant="ghost" onClick={() => onDone()} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={update.isPending}>
          Update Email
        </Button>
      </div>
    </form>
  );
}
