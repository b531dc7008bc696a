import { ForumCategories } from '../../../features/forums/components/forum-categories';

export default function ForumCategoriesRoute() {
  return <ForumCategories />;
}
