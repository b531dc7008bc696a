import { Link } from '@endless/ui';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useIsSignedIn } from '../../../lib/session';
import { AuthPanel } from './auth-panel';
import { DownloadButtons } from './download-buttons';
import { SignedInPanel } from './signed-in-panel';
import './auth.css';

/** Careers live outside the app (our design: the spec names the link, not its target). */
const CAREERS_URL = 'https://careers.endless.example';

/** The front door (spec 01 §1, §2): slogans, the auth panel, downloads and company links. */
export function LandingPage() {
  // The prerendered HTML is the guest's page: hydration renders it as such (the session's server
  // snapshot is "signed out"), then a signed-in visitor's panel replaces the login panel.
  const signedIn = useIsSignedIn();
  return (
    <div className="auth-landing">
      <title>Endless</title>
      <div className="auth-landing__inner">
        <section className="auth-landing__hero" aria-labelledby="auth-landing-title">
          <p className="auth-landing__brand">Endless</p>
          <h1 id="auth-landing-title" className="auth-landing__slogan">
            Imagination is endless...
          </h1>
          <p className="auth-landing__slogan-reply">...But endless is for imagining.</p>
          <p className="auth-landing__pitch">
            A free-to-play sandbox universe built with its community. Create games, clothing and 3D
            assets, trade with friends and shape what comes next.
          </p>
          <DownloadButtons />
        </section>
        {signedIn ? <SignedInPanel /> : <AuthPanel />}
      </div>
      <nav className="auth-landing__links" aria-label="About Endless">
        <Link asChild variant="muted">
          <RouterLink to={paths.legal.terms.getHref()}>Terms</RouterLink>
        </Link>
        <Link variant="muted" href={CAREERS_URL} external>
          Careers
        </Link>
        <Link asChild variant="muted">
          <RouterLink to={paths.legal.privacy.getHref()}>Privacy</RouterLink>
        </Link>
      </nav>
    </div>
  );
}
