import { UpgradePage } from '../../../features/upgrade/components/upgrade-page';
import '../../../features/upgrade/components/upgrade.css';

/** /upgrade (public). */
export default function UpgradeRoute() {
  return (
    <div className="upgrade-layout">
      <UpgradePage />
    </div>
  );
}
