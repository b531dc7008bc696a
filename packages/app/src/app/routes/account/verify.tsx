import { ComingSoon } from '../../../components/coming-soon';

export default function VerifyRoute() {
  return <ComingSoon area="Account Verification">Account verification is on its way.</ComingSoon>;
}
