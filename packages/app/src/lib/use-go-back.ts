import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * "The previous page, or `fallback`": react-router gives the first entry of a visit the key
 * 'default', so there is nothing in the app to go back to and the fallback is used.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') void navigate(fallback, { replace: true });
    else void navigate(-1);
  }, [fallback, key, navigate]);
}
