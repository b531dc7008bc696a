import { useParams, type LoaderFunction } from 'react-router';
import { paths } from '../../../config/paths';
import { requireNumericParam } from '../../../lib/route-params';
import { PostForm } from '../../../features/forums/components/post-form';

export default function CreateThreadRoute() {
  const { cid } = useParams();
  return <PostForm key={cid} kind="thread" categoryId={Number(cid)} />;
}

export function clientLoader(): LoaderFunction {
  return ({ params }) => {
    requireNumericParam(params.cid, paths.forums.categories.getHref());
    return null;
  };
}
