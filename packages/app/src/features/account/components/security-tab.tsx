import { Banner, Card } from '@endless/ui';
import type { AccountSettings } from '../../../lib/account-settings';
import { EmailChangeForm } from './email-change-form';
import { PasswordChangeForm } from './password-change-form';
import { ResendVerification } from './resend-verification';

/** Whether the 'resend verification email' link shows: unverified, or a new address pending. */
export function canResendVerification(security: AccountSettings['security']): boolean {
  return security.emailVerified === 0 || security.emailPending === 1;
}

export function SecurityTab({ security }: { security: AccountSettings['security'] }) {
  return (
    <div className="account-settings__stack">
      {canResendVerification(security) && (
        <Banner
          tone="warning"
          title={
            security.emailPending === 1
              ? 'Your new email address is not verified yet'
              : 'Your email address is not verified'
          }
          action={<ResendVerification />}
        >
          {security.emailPending === 1
            ? 'Your current email stays in use until you verify the new one with the link we sent to it.'
            : 'Use the link in the verification email we sent you. Accounts not verified within 30 days will be removed.'}
        </Banner>
      )}
      <Card header={<h2 className="account-settings__card-title">Update Email</h2>}>
        <EmailChangeForm />
      </Card>
      <Card header={<h2 className="account-settings__card-title">Update Password</h2>}>
        <PasswordChangeForm />
      </Card>
    </div>
  );
}
