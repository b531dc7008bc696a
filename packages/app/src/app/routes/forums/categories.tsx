import { ComingSoon } from '../../../components/coming-soon';

export default function ForumCategoriesRoute() {
  return <ComingSoon area="Forums" />;
}
