import { ComingSoon } from '../../../components/coming-soon';

export default function GamesRoute() {
  return <ComingSoon area="Games" />;
}
