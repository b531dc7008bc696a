import { Button, Loader } from '@endless/ui';
import { useIsMutating } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoginPanelForm } from './login-panel-form';
import './auth.css';

// Most visitors of the landing page log in: the register form (birthday selects, live checks) and
// the forgot-password form load when asked for, keeping them out of the first visit.
const RegisterForm = lazy(() =>
  import('./register-form').then((module) => ({ default: module.RegisterForm })),
);
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((module) => ({ default: module.ForgotPasswordForm })),
);

export type AuthPanelView = 'login' | 'register' | 'forgot' | 'email-sent';

const TITLES: Record<AuthPanelView, string> = {
  login: 'Login',
  register: 'Register',
  forgot: 'Forgot Password',
  'email-sent': 'Check Your Email',
};

export interface AuthPanelProps {
  initialView?: AuthPanelView;
  /** 1 when the panel is the page (/login), 2 under the landing hero. */
  headingLevel?: 1 | 2;
  /** Registration as its own page (/register) instead of the panel's register state. */
  registerHref?: string;
}

/**
 * The combined panel of the landing page and /login (spec 01 §2). Its states are login, register,
 * forgot and email-sent, plus loading while a request is in flight (submit disabled meanwhile).
 */
export function AuthPanel({
  initialView = 'login',
  headingLevel = 2,
  registerHref,
}: AuthPanelProps) {
  const [view, setView] = useState<AuthPanelView>(initialView);
  // Live checks are plain calls, so only the panel's submits (mutations) count as loading.
  const loading = useIsMutating() > 0;
  const heading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  // Moving focus to the new title tells keyboard and screen-reader users the panel changed.
  useEffect(() => {
    if (switched.current) heading.current?.focus();
  }, [view]);
  const show = (next: AuthPanelView) => {
    switched.current = true;
    setView(next);
  };

  return (
    <section
      className="auth-panel"
      aria-labelledby="auth-panel-title"
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : view}
    >
      {headingLevel === 1 && <title>{`${TITLES[view]} | Endless`}</title>}
      <Heading id="auth-panel-title" ref={heading} tabIndex={-1} className="auth-panel__title">
        {TITLES[view]}
      </Heading>

      {view === 'login' && <LoginPanelForm onForgotPassword={() => show('forgot')} />}
      <Suspense fallback={<Loader />}>
        {view === 'register' && <RegisterForm />}
        {view === 'forgot' && (
          <ForgotPasswordForm onSent={() => show('email-sent')} onBack={() => show('login')} />
        )}
      </Suspense>
      {view === 'email-sent' && (
        <div className="auth-panel__sent">
          <p>
            If an account matches, a link to reset your password is on its way. The email can take
            up to 5 minutes to arrive; check your spam folder if you don&apos;t see it.
          </p>
          <Button variant="secondary" fullWidth onClick={() => show('login')}>
            Back to Login
          </Button>
        </div>
      )}

      {view === 'login' && (
        <p className="auth-panel__switch">
          New to Endless?{' '}
          {registerHref ? (
            <RouterLink to={registerHref} className="auth-panel__switch-action">
              Create an account
            </RouterLink>
          ) : (
            <button
              type="button"
              className="auth-panel__switch-action"
              onClick={() => show('register')}
            >
              Create an account
            </button>
          )}
        </p>
      )}
      {view === 'register' && (
        <p className="auth-panel__switch">
          Already have an account?{' '}
          <button type="button" className="auth-panel__switch-action" onClick={() => show('login')}>
            Login
          </button>
        </p>
      )}
    </section>
  );
}
