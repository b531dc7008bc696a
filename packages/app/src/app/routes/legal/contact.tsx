import { ContactPage } from '../../../features/legal/components/contact-page';

export default function ContactRoute() {
  return <ContactPage />;
}
