import { ResetPasswordPage } from '../../../features/account/components/reset-password-page';

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
