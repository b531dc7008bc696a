import { ComingSoon } from '../../../components/coming-soon';

export default function WorkbenchRoute() {
  return <ComingSoon area="Workbench" />;
}
