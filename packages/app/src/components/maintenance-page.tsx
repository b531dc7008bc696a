import { paths } from '../config/paths';
import { StatusPage } from './status-page';

/** Spec 01 §2: shown in place of a screen that is switched off (the spec's spelling is kept). */
export function MaintenancePage() {
  return (
    <StatusPage
      title="503 | Page Maintenace"
      documentTitle="Page Maintenance"
      actions={[{ label: 'Back to Home', to: paths.root.getHref() }]}
    >
      This page is temporary disabled while our engineers are actively working on it.
    </StatusPage>
  );
}
