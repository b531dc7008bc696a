import { AccountSettingsPage } from '../../../features/account/components/settings-page';
import { ConnectionsTab } from '../../../features/connections/components/connections-tab';

export default function SettingsRoute() {
  return <AccountSettingsPage connections={<ConnectionsTab />} />;
}
