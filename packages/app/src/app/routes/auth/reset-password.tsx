import { ComingSoon } from '../../../components/coming-soon';

export default function ResetPasswordRoute() {
  return <ComingSoon area="Reset Password">Password reset is on its way.</ComingSoon>;
}
