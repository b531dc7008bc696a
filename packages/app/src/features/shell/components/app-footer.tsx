import { Link } from '@endless/ui';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { env } from '../../../config/env';
import { ShellIcon } from './shell-icon';

/** Spec 01 §2 footer: site pages, then the chat server and social accounts. */
export function AppFooter() {
  const year = new Date().getFullYear();
  return (
    <div className="shell-footer">
      <nav aria-label="Footer">
        <ul className="shell-footer__links">
          <li>
            <Link asChild variant="muted">
              <RouterLink to={paths.legal.terms.getHref()}>Terms</RouterLink>
            </Link>
          </li>
          <li>
            <Link variant="muted" href={env.links.careers} external>
              Careers
            </Link>
          </li>
          <li>
            <Link variant="muted" href={env.links.newsletter} external>
              Newsletter
            </Link>
          </li>
          <li>
            <Link asChild variant="muted">
              <RouterLink to={paths.legal.privacy.getHref()}>Privacy</RouterLink>
            </Link>
          </li>
          <li>
            <Link variant="muted" href={env.links.docs} external>
              Docs
            </Link>
          </li>
          <li>
            <Link asChild variant="muted">
              <RouterLink to={paths.contact.getHref()}>Contact</RouterLink>
            </Link>
          </li>
        </ul>
      </nav>
      <div className="shell-footer__social">
        <Link variant="muted" href={env.links.chat} external className="shell-footer__chat">
          <ShellIcon name="chat" size={16} />
          Chat
        </Link>
        <ul className="shell-footer__links" aria-label="Social">
          {env.links.social.map((site) => (
            <li key={site.name}>
              <Link variant="muted" href={site.href} external>
                {site.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <p className="shell-footer__copyright">© {year} Endless</p>
    </div>
  );
}
