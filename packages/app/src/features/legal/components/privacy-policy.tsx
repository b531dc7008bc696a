import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { contact } from '../../../lib/contact';
import { POLICY } from '../policy';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'data-we-collect',
    title: 'Data We Collect',
    body: (
      <>
        <p>We collect only what we need to run Endless:</p>
        <ul>
          <li>
            Account data: your username, e-mail address, password (stored only as a secure hash)
            and, for players 13 and older, your birthday.
          </li>
          <li>
            What you create and share: your profile, statuses, forum posts, avatar and the items you
            make or own.
          </li>
          <li>
            Activity: when you were last online, the games you played recently, and technical data
            such as your browser type, kept to keep Endless secure and working.
          </li>
        </ul>
        <p>We do not sell your data.</p>
      </>
    ),
  },
  {
    id: 'children',
    title: "Children's Privacy",
    body: (
      <>
        <p>
          Players under 13 use Endless in privacy mode, as children&apos;s privacy law requires: we
          do not save their birthday, and we ask for a parent&apos;s or guardian&apos;s e-mail
          address instead of collecting more about the child.
        </p>
        <p>
          Parents or guardians can request to view or delete a child&apos;s data by e-mailing
          support at <a href={contact.supportMailto}>{contact.supportEmail}</a>.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>Endless uses a small number of cookies, each for one job:</p>
        <ul>
          <li>An access token and a refresh token, which keep you signed in.</li>
          <li>
            A cookie that remembers you have seen the cookie notice, for {POLICY.cookieNoticeDays}{' '}
            days.
          </li>
          <li>A short-lived cookie recording that the game service answered.</li>
        </ul>
        <p>We do not use advertising or tracking cookies.</p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Payments are handled by our payment provider. Your card details go straight to the provider
        and never reach Endless; we keep only a record of what was bought and when.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How Long We Keep Data',
    body: (
      <>
        <p>
          We keep your data while your account is open. Accounts whose e-mail address is never
          verified are removed after {POLICY.unverifiedRemovalDays} days.
        </p>
        <p>
          Records of violations and payments may be kept longer where safety or the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <p>
        You can see and correct most of your data in your account settings, and choose who sees your
        profile and activity in the privacy settings. You may also ask support for a copy of your
        data or for your account and its data to be deleted.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        Changes to this policy are announced at least {POLICY.changeNoticeDays} days before they
        take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Write to <a href={contact.supportMailto}>{contact.supportEmail}</a> with any question about
        your privacy, or see our <RouterLink to={paths.contact.getHref()}>contact page</RouterLink>.
        The <RouterLink to={paths.legal.terms.getHref()}>Terms of Service</RouterLink> cover
        everything else about using Endless.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      revised={POLICY.privacyRevised}
      intro={<p>What Endless collects, why, and the choices you have.</p>}
      sections={SECTIONS}
    />
  );
}
