import { ComingSoon } from '../../../components/coming-soon';

export default function TermsRoute() {
  return <ComingSoon area="Terms of Service">The terms of service are on their way.</ComingSoon>;
}
