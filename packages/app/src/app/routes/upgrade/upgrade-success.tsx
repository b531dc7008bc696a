import { ComingSoon } from '../../../components/coming-soon';

export default function UpgradeSuccessRoute() {
  return <ComingSoon area="Upgrade">Your purchase summary is on its way.</ComingSoon>;
}
