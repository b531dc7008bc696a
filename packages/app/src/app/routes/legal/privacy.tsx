import { ComingSoon } from '../../../components/coming-soon';

export default function PrivacyRoute() {
  return <ComingSoon area="Privacy Policy">The privacy policy is on its way.</ComingSoon>;
}
