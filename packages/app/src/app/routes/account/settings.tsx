import { ComingSoon } from '../../../components/coming-soon';

export default function SettingsRoute() {
  return <ComingSoon area="Account Settings">Account settings are on their way.</ComingSoon>;
}
