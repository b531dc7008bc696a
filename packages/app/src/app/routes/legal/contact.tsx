import { ComingSoon } from '../../../components/coming-soon';

export default function ContactRoute() {
  return <ComingSoon area="Contact">The contact page is on its way.</ComingSoon>;
}
