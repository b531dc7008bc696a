import { PrivacyPolicy } from '../../../features/legal/components/privacy-policy';

export default function PrivacyRoute() {
  return <PrivacyPolicy />;
}
