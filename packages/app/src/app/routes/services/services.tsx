import { ComingSoon } from '../../../components/coming-soon';

export default function ServicesRoute() {
  return <ComingSoon area="Services" />;
}
