import { useParams, type LoaderFunction } from 'react-router';
import { paths } from '../../../config/paths';
import { requireNumericParam } from '../../../lib/route-params';
import { CategoryThreads } from '../../../features/forums/components/category-threads';

export default function ForumCategoryRoute() {
  const { cid } = useParams();
  return <CategoryThreads key={cid} categoryId={Number(cid)} />;
}

/** A category id that is not a number has no list: back to the categories. */
export function clientLoader(): LoaderFunction {
  return ({ params }) => {
    requireNumericParam(params.cid, paths.forums.categories.getHref());
    return null;
  };
}
