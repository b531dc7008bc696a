import { Button } from '@endless/ui';
import { useState } from 'react';
import { useResendVerificationEmail } from '../api/resend-verification-email';

export const RESEND_SUCCESS = 'Email Verification Successfully Resent';
export const RESEND_ERROR =
  'An unknown error has occured while attempting to resend Verification Email. Try again later.';

/** The 'resend verification email' action with its outcome (spec 02 §8). */
export function ResendVerification({ label = 'Resend verification email' }: { label?: string }) {
  const mutation = useResendVerificationEmail();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  return (
    <div className="account-resend">
      <Button
        variant="secondary"
        size="sm"
        busy={mutation.isPending}
        onClick={() => {
          setOutcome(null);
          mutation.mutate(
            {},
            { onSuccess: () => setOutcome('sent'), onError: () => setOutcome('failed') },
          );
        }}
      >
        {label}
      </Button>
      {outcome === 'sent' && (
        <p role="status" className="account-resend__message account-resend__message--success">
          {RESEND_SUCCESS}
        </p>
      )}
      {outcome === 'failed' && (
        <p role="alert" className="account-resend__message account-resend__message--error">
          {RESEND_ERROR}
        </p>
      )}
    </div>
  );
}
