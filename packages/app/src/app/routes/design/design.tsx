import { ComingSoon } from '../../../components/coming-soon';

export default function DesignRoute() {
  return <ComingSoon area="Design" />;
}
