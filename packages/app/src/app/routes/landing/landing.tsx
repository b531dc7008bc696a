import { LandingPage } from '../../../features/auth';

export default function LandingRoute() {
  return <LandingPage />;
}
