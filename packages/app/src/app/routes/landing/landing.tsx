import { ComingSoon } from '../../../components/coming-soon';

export default function LandingRoute() {
  return (
    <ComingSoon area="Welcome to Endless">
      Imagination is endless... The sign-in and registration panel is on its way.
    </ComingSoon>
  );
}
