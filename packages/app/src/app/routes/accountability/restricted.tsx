import { ComingSoon } from '../../../components/coming-soon';

export default function RestrictedRoute() {
  return (
    <ComingSoon area="Account Restricted">The locked-account screen is on its way.</ComingSoon>
  );
}
