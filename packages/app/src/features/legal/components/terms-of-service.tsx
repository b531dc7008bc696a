import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { contact } from '../../../lib/contact';
import { MODERATION_LADDER, POLICY } from '../policy';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to These Terms',
    body: (
      <>
        <p>
          These Terms of Service are an agreement between you and Endless. They apply to the Endless
          website, the game client, the marketplace, the forums and every other service we run. By
          creating an account or using any part of Endless you agree to them. If you do not agree,
          please do not use Endless.
        </p>
        <p>
          If you are a child, a parent or guardian should read these terms with you. Our{' '}
          <RouterLink to={paths.legal.privacy.getHref()}>Privacy Policy</RouterLink> explains what
          data we keep and why, and forms part of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and Eligibility',
    body: (
      <>
        <p>
          Endless is made for players of all ages. Anyone may create an account, with these
          differences by age:
        </p>
        <ul>
          <li>
            Players under 13 use Endless in privacy mode. We keep only the data the service needs:
            we do not save their birthday, and we ask for a parent&apos;s or guardian&apos;s e-mail
            address. Some features that share information with other players are limited for them.
          </li>
          <li>The forums are open only to players aged {POLICY.forumsMinimumAge} or older.</li>
          <li>Buying nodes or paid services requires the buyer to be 18 or older.</li>
        </ul>
        <p>
          Keep the information on your account accurate. You are responsible for everything done
          with your account, and one person may not share an account with others.
        </p>
      </>
    ),
  },
  {
    id: 'community-rules',
    title: 'Community Rules',
    body: (
      <>
        <p>
          Endless is a shared space. Treat other players the way you want to be treated. You may not
          bully, harass or threaten anyone, use profanity, scam or exploit other players or the
          game, post adult or otherwise inappropriate content, or spam.
        </p>
        <h3>Links</h3>
        <p>
          In the forums you may link only to Endless&apos;s own domains, to a video site, and to
          code-sharing sites. Links to anywhere else will be removed.
        </p>
        <h3>Personal information, contests and raffles</h3>
        <p>
          Do not share personal information, yours or anyone else&apos;s: real names, addresses,
          phone numbers, e-mail addresses, school names or photos of yourself. Do not run contests,
          giveaways or raffles.
        </p>
        <h3>Clothing and uploaded images</h3>
        <p>
          Every clothing image needs staff approval before it is available. An image must not
          contain copyrighted material you do not own, sexually explicit material, pictures of real
          people, or profane words or symbols.
        </p>
      </>
    ),
  },
  {
    id: 'moderation',
    title: 'Moderation',
    body: (
      <>
        <p>
          When a rule is broken, our moderators take action. Actions follow this ladder, from the
          mildest to the most serious:
        </p>
        <ol className="legal__ladder" aria-label="Moderation ladder">
          {MODERATION_LADDER.map((step) => (
            <li key={step} className="legal__ladder-step">
              {step}
            </li>
          ))}
        </ol>
        <p>
          The length of a suspension depends on how severe the violation is, on your history of
          violations, and on the judgement of the moderator. A serious violation can skip steps of
          the ladder.
        </p>
        <p>
          Staff members are exempt from the rules for users, and staff can suspend any account at
          any time.
        </p>
        <h3>Throwaway accounts</h3>
        <p>
          Accounts made only to break the rules (throwaway accounts) are closed. If your account was
          closed as a throwaway by mistake, you may appeal within {POLICY.throwawayAppealDays} days
          by contacting support.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Account Security and Rollbacks',
    body: (
      <>
        <p>
          Keep your password secret and use one you do not use anywhere else. Staff will never ask
          for your password.
        </p>
        <p>
          If your account is breached, support can roll it back to an earlier state at most twice.
          Rollbacks for server errors that we have verified do not count toward that limit.
        </p>
      </>
    ),
  },
  {
    id: 'virtual-currency',
    title: 'Virtual Currency',
    body: (
      <>
        <p>
          Nodes are the virtual currency of Endless. They let you use features and items inside
          Endless and nothing more. Nodes:
        </p>
        <ul>
          <li>have no cash value and cannot be exchanged for money;</li>
          <li>are non-refundable;</li>
          <li>are non-transferable, except where Endless itself offers a way to spend them.</li>
        </ul>
        <p>Anyone who buys nodes must be 18 or older.</p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <>
        <p>
          Prices are in U.S. dollars (USD). All payments are final. Refunds, if any, are made in
          U.S. dollars.
        </p>
        <p>
          A chargeback or payment claim must be made within {POLICY.paymentClaimDays} days of the
          payment. Any other claim about Endless must be made within {POLICY.claimYears} year of the
          event it concerns.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <p>
        We may change these terms. Changes are announced at least {POLICY.changeNoticeDays} days
        before they take effect. If you keep using Endless after that, you accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms can be sent to{' '}
        <a href={contact.supportMailto}>{contact.supportEmail}</a>. Our{' '}
        <RouterLink to={paths.contact.getHref()}>contact page</RouterLink> lists every way to reach
        us.
      </p>
    ),
  },
];

export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of Service"
      revised={POLICY.termsRevised}
      intro={<p>The rules for playing, building and trading on Endless.</p>}
      sections={SECTIONS}
    />
  );
}
