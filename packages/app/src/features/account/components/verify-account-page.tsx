import { errorMessage, hasErrorCode } from '@endless/client';
import { Button, Card, Loader, TextField, useNotifications } from '@endless/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { invalidateAccountState } from '../../../lib/account-settings';
import { getVerificationDataQueryOptions } from '../../../lib/api/get-verification-data';
import { useVerifyEmail } from '../api/verify-email';
import { useZodForm } from '../../../lib/form';
import { useGoBack } from '../../../lib/use-go-back';
import { requestLengths } from '@endless/client/lengths';
import { ResendVerification } from './resend-verification';
import './account-settings.css';

/** The contract's length of a verification code. */
const CODE_LENGTH = requestLengths.verifyEmail.body.token.maxLength;

export const INVALID_CODE = 'Invalid Verification Code';

const loadSchema = () => import('../schemas/verify-account').then((m) => m.verifyAccountSchema);

/** /account/verify/{token?} (spec 02 §2): enter, or follow a link with, the e-mail's code. */
export function VerifyAccountPage() {
  const { token } = useParams();
  const verification = useQuery(getVerificationDataQueryOptions());

  if (verification.isPending) {
    return (
      <div className="account-page">
        <Loader size="lg" />
      </div>
    );
  }
  if (verification.isError) {
    return (
      <div className="account-page">
        <Card className="account-page__card" padding="lg">
          <h1 className="account-page__title">Verification Unavailable</h1>
          <p role="alert" className="account-page__lead">
            {errorMessage(verification.error)}
          </p>
          <Button onClick={() => void verification.refetch()}>Try Again</Button>
        </Card>
      </div>
    );
  }

  const { username, email, email_state: state } = verification.data;
  return (
    <div className="account-page">
      <Card className="account-page__card" padding="lg">
        {state === 1 ? (
          <>
            <h1 className="account-page__title">Account Verified</h1>
            <p className="account-page__lead">
              <strong>{username}</strong>, your email address <strong>{email}</strong> has already
              been verified. There is nothing more to do.
            </p>
            <Button asChild>
              <RouterLink to={paths.dashboard.getHref()}>Go to Dashboard</RouterLink>
            </Button>
          </>
        ) : (
          <>
            <h1 className="account-page__title">Verify Your Account</h1>
            <p className="account-page__lead">
              Hi <strong>{username}</strong>! Enter the {CODE_LENGTH}-character code from the email
              we sent to <strong>{email}</strong>.
            </p>
            <VerifyForm initialCode={token ?? ''} />
            <div className="account-page__footer">
              <span className="account-settings__muted">Didn&apos;t get the email?</span>
              <ResendVerification label="Resend Verification Email" />
            </div>
          </>
        )}
      </Card>
    </div>
  );
}

function VerifyForm({ initialCode }: { initialCode: string }) {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const goBack = useGoBack(paths.dashboard.getHref());
  const form = useZodForm(loadSchema, { defaultValues: { code: initialCode } });
  const verify = useVerifyEmail();
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync({ body: { token: code } });
    } catch (error) {
      if (hasErrorCode(error, 'AC1010')) {
        // Verified meanwhile (another tab): the page switches to the already-verified message.
        await invalidateAccountState(queryClient);
        return;
      }
      form.setError('code', {
        message: hasErrorCode(error, 'AC1013') ? INVALID_CODE : errorMessage(error),
      });
      return;
    }
    notify({ message: 'Account Successfully Verified', tone: 'success' });
    await invalidateAccountState(queryClient);
    goBack();
  });

  // A complete code in the link is sent at once, once.
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (autoSubmitted.current || initialCode.length !== CODE_LENGTH) return;
    autoSubmitted.current = true;
    void submit();
  }, [initialCode, submit]);

  return (
    <form className="account-settings__form" onSubmit={submit} noValidate>
      <TextField
        label="Verification Code"
        autoComplete="one-time-code"
        spellCheck={false}
        autoCapitalize="off"
        error={errors.code?.message}
        {...form.register('code')}
      />
      <div className="account-settings__actions">
        <Button type="submit" busy={verify.isPending || form.formState.isSubmitting}>
          Verify Account
        </Button>
      </div>
    </form>
  );
}
