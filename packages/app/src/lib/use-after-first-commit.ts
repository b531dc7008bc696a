import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first commit, true right after it. Parts of a page below its first
 * screen render once this is true: they are committed and laid out in tasks of their own, so the
 * first commit, which puts the page on screen, stays short.
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    startTransition(() => setAfter(true));
  }, []);
  return after;
}
