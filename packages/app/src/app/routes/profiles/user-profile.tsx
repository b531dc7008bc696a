import { useParams, type LoaderFunction } from 'react-router';
import { paths } from '../../../config/paths';
import { UserProfile } from '../../../features/profiles/components/user-profile';
import { requireNumericParam } from '../../../lib/route-params';

/** Spec 01 §2: a non-numeric id goes to the dashboard. */
export const clientLoader =
  (): LoaderFunction =>
  ({ params }) => {
    requireNumericParam(params.id, paths.dashboard.getHref());
    return null;
  };

export default function UserProfileRoute() {
  const { id } = useParams();
  // The loader let only numeric ids through; a new id is a new page.
  return <UserProfile key={id} userId={Number(id)} />;
}
