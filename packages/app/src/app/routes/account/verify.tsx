import { VerifyAccountPage } from '../../../features/account/components/verify-account-page';

export default function VerifyRoute() {
  return <VerifyAccountPage />;
}
