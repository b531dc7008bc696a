import { paths } from '../../../config/paths';
import { AuthPanel } from './auth-panel';
import './auth.css';

/** /login: the panel's login and forgot-password states; registration has its own page. */
export function LoginPage() {
  return (
    <div className="auth-page">
      <AuthPanel headingLevel={1} registerHref={paths.register.getHref()} />
    </div>
  );
}
