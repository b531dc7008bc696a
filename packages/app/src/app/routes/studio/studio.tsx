import { ComingSoon } from '../../../components/coming-soon';

export default function StudioRoute() {
  return <ComingSoon area="Artists Studio" />;
}
