import { ComingSoon } from '../../../components/coming-soon';

export default function DevelopRoute() {
  return <ComingSoon area="Develop" />;
}
