import { ComingSoon } from '../../../components/coming-soon';

export default function ForumCategoryRoute() {
  return <ComingSoon area="Forums" />;
}
