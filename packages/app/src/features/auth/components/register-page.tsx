import { Link } from '@endless/ui';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { RegisterForm } from './register-form';
import './auth.css';

/** /register: the registration form on its own page (spec 01 §2). */
export function RegisterPage() {
  return (
    <div className="auth-page">
      <title>Register | Endless</title>
      <section className="auth-panel auth-panel--wide" aria-labelledby="auth-register-title">
        <h1 id="auth-register-title" className="auth-panel__title">
          Register
        </h1>
        <p className="auth-panel__lead">Join Endless: it&apos;s free.</p>
        <RegisterForm />
        <p className="auth-panel__switch">
          Already have an account?{' '}
          <Link asChild>
            <RouterLink to={paths.login.getHref()}>Login</RouterLink>
          </Link>
        </p>
      </section>
    </div>
  );
}
