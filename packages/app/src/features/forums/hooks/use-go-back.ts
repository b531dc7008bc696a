import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/** Back to the previous page, or to /forums when the forum page was opened directly. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  // react-router gives the first entry of a session the key "default": there is nothing to go back to.
  const hasPrevious = location.key !== 'default';
  return useCallback(() => {
    if (hasPrevious) void navigate(-1);
    else void navigate(paths.forums.categories.getHref(), { replace: true });
  }, [hasPrevious, navigate]);
}
