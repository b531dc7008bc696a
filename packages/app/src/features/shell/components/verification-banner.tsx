import { Banner, Button } from '@endless/ui';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { Account } from '../../../lib/account';

/** Spec 01 §4 verified_email: 0 unverified, 2 a new address pending, 1 verified (no banner). */
export function VerificationBanner({
  verifiedEmail,
}: {
  verifiedEmail: Account['verified_email'];
}) {
  if (verifiedEmail === 0) {
    return (
      <Banner
        tone="warning"
        className="shell-banner"
        title="This Account is not verified..."
        action={
          <Button asChild variant="secondary" size="sm">
            <RouterLink to={paths.account.verify.getHref()}>Verify or Resend E-mail</RouterLink>
          </Button>
        }
      >
        Accounts not verified within 30 days will be removed
      </Banner>
    );
  }
  if (verifiedEmail === 2) {
    return (
      <Banner
        tone="info"
        className="shell-banner"
        title="Your new e-mail address is waiting to be verified"
        action={
          <Button asChild variant="secondary" size="sm">
            <RouterLink to={paths.account.verify.getHref()}>Verify New E-mail</RouterLink>
          </Button>
        }
      >
        Your old e-mail address stays in use until the new one is verified.
      </Banner>
    );
  }
  return null;
}
