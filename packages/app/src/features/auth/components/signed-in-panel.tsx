import { Button } from '@endless/ui';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccount } from '../../../lib/account';
import { useLogout } from '../../../lib/use-logout';
import './auth.css';

/**
 * The landing page's panel for a visitor who is signed in already (the page is public, spec 03
 * §2): the way to their dashboard instead of a login form they cannot use.
 */
export function SignedInPanel() {
  const { account } = useAccount();
  const logout = useLogout();
  return (
    <section className="auth-panel" aria-labelledby="auth-panel-title">
      <h2 id="auth-panel-title" className="auth-panel__title">
        Welcome Back
      </h2>
      <div className="auth-panel__sent">
        <p>{account ? `You are signed in as ${account.username}.` : 'You are signed in.'}</p>
        <Button asChild>
          <RouterLink to={paths.dashboard.getHref()}>Go to Dashboard</RouterLink>
        </Button>
        <Button variant="secondary" onClick={() => void logout()}>
          Log Out
        </Button>
      </div>
    </section>
  );
}
