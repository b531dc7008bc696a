import { ComingSoon } from '../../../components/coming-soon';

export default function UpgradeRoute() {
  return <ComingSoon area="Upgrade">Backer pledges and node packs are on their way.</ComingSoon>;
}
