import { useParams, type LoaderFunction } from 'react-router';
import { paths } from '../../../config/paths';
import { requireNumericParam } from '../../../lib/route-params';
import { ThreadView } from '../../../features/forums/components/thread-view';

export default function ForumThreadRoute() {
  const { tid } = useParams();
  return <ThreadView key={tid} threadId={Number(tid)} />;
}

/** Category and thread ids must be numbers, else back to the categories. */
export function clientLoader(): LoaderFunction {
  return ({ params }) => {
    requireNumericParam(params.cid, paths.forums.categories.getHref());
    requireNumericParam(params.tid, paths.forums.categories.getHref());
    return null;
  };
}
