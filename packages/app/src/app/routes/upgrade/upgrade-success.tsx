import { useParams } from 'react-router';
import { UpgradeSuccess } from '../../../features/upgrade/components/upgrade-success';
import '../../../features/upgrade/components/upgrade.css';

/** /upgrade/success/:id (login required; without an id the router sends the user to /upgrade). */
export default function UpgradeSuccessRoute() {
  const { id = '' } = useParams();
  return (
    <div className="upgrade-layout upgrade-layout--narrow">
      <UpgradeSuccess key={id} sessionId={id} />
    </div>
  );
}
