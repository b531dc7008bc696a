import { Banner, Card, Link } from '@endless/ui';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { contact } from '../../../lib/contact';
import './legal.css';

/** /contact (spec 02 §2): the support e-mail and the postal address for legal inquiries. */
export function ContactPage() {
  return (
    <div className="legal-contact">
      <header>
        <h1 className="legal-contact__title">Contact Us</h1>
        <p className="legal-contact__lead">We read every message and answer as soon as we can.</p>
      </header>
      {contact.isPlaceholder && (
        <Banner tone="info" title="Placeholder details">
          This build shows placeholder contact details; the real ones are set when Endless is
          deployed.
        </Banner>
      )}
      <div className="legal-contact__grid">
        <Card asChild padding="lg" className="legal-contact__card">
          <section aria-labelledby="contact-support-title">
            <h2 id="contact-support-title">Support</h2>
            <p>
              Account help, appeals, billing questions, transaction records and requests about a
              child&apos;s data.
            </p>
            <p>
              <Link href={contact.supportMailto}>{contact.supportEmail}</Link>
            </p>
          </section>
        </Card>
        <Card asChild padding="lg" className="legal-contact__card">
          <section aria-labelledby="contact-legal-title">
            <h2 id="contact-legal-title">Legal Inquiries</h2>
            <p>Send legal notices and inquiries by mail to:</p>
            <address>
              {contact.legalAddress.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </section>
        </Card>
      </div>
      <p>
        Read our{' '}
        <Link asChild>
          <RouterLink to={paths.legal.terms.getHref()}>Terms of Service</RouterLink>
        </Link>{' '}
        and{' '}
        <Link asChild>
          <RouterLink to={paths.legal.privacy.getHref()}>Privacy Policy</RouterLink>
        </Link>
        .
      </p>
    </div>
  );
}
