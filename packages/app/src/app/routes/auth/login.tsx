import { LoginPage } from '../../../features/auth';

export default function LoginRoute() {
  return <LoginPage />;
}
