import { ComingSoon } from '../../../components/coming-soon';

export default function CommunitiesRoute() {
  return <ComingSoon area="Communities" />;
}
