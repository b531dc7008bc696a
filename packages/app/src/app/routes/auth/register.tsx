import { ComingSoon } from '../../../components/coming-soon';

export default function RegisterRoute() {
  return <ComingSoon area="Register">Registration is on its way.</ComingSoon>;
}
