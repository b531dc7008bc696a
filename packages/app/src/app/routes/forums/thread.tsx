import { ComingSoon } from '../../../components/coming-soon';

export default function ForumThreadRoute() {
  return <ComingSoon area="Forums" />;
}
