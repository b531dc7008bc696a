import { ComingSoon } from '../../../components/coming-soon';

export default function DashboardRoute() {
  return <ComingSoon area="Dashboard" />;
}
