import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Where to go after login (spec 01 §7): the `redirect` query target when it is a path on this site,
 * otherwise the dashboard. Absolute and protocol-relative URLs are refused so a crafted link cannot
 * send a freshly signed-in user elsewhere.
 */
export function loginTarget(redirect: string | null, origin = window.location.origin): string {
  const fallback = paths.dashboard.getHref();
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return fallback;
  try {
    const url = new URL(redirect, origin);
    if (url.origin !== origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** Navigates to the login target; the sign-in page is replaced, so Back does not return to it. */
export function useAfterLogin(): () => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useCallback(
    () => void navigate(loginTarget(searchParams.get('redirect')), { replace: true }),
    [navigate, searchParams],
  );
}
