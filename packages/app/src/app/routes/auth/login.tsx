import { ComingSoon } from '../../../components/coming-soon';

export default function LoginRoute() {
  return <ComingSoon area="Login">The login form is on its way.</ComingSoon>;
}
