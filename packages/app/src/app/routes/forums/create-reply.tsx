import { useParams, type LoaderFunction } from 'react-router';
import { paths } from '../../../config/paths';
import { requireNumericParam } from '../../../lib/route-params';
import { PostForm } from '../../../features/forums/components/post-form';

export default function CreateReplyRoute() {
  const { cid, tid } = useParams();
  return (
    <PostForm key={`${cid}/${tid}`} kind="reply" categoryId={Number(cid)} threadId={Number(tid)} />
  );
}

export function clientLoader(): LoaderFunction {
  return ({ params }) => {
    requireNumericParam(params.cid, paths.forums.categories.getHref());
    requireNumericParam(params.tid, paths.forums.categories.getHref());
    return null;
  };
}
