import type { LoaderFunction } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { paths } from '../../../config/paths';
import { requireNumericParam } from '../../../lib/route-params';

/** Spec 01 §2: a non-numeric id goes to the dashboard. */
export const clientLoader =
  (): LoaderFunction =>
  ({ params }) => {
    requireNumericParam(params.id, paths.dashboard.getHref());
    return null;
  };

export default function UserProfileRoute() {
  return <ComingSoon area="Profile">Public profiles are on their way.</ComingSoon>;
}
