import { redirect, type LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { getCurrentUserQueryOptions } from '../../../lib/api/get-current-user';
import { isSignedIn } from '../../../lib/session';

/** Spec 03 §2: /profile goes to the signed-in user's own profile, or to login. */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    const profile = paths.profile.getHref();
    if (!isSignedIn()) throw redirect(paths.login.getHref(profile));
    const { id } = await queryClient.fetchQuery(getCurrentUserQueryOptions());
    throw redirect(paths.users.profile.getHref(id));
  };

/** Never rendered: the loader always redirects. */
export default function ProfileRedirectRoute() {
  return null;
}
