import { ComingSoon } from '../../../components/coming-soon';

export default function UsersRoute() {
  return <ComingSoon area="Friends" />;
}
