import { useCallback, useSyncExternalStore } from 'react';

// While React hydrates prerendered HTML, a store whose browser value differs from the server's (a
// media query, what is loading) keeps reporting the server's value until the task after the
// hydration's commit. React re-renders such a store's readers synchronously, in the task that runs
// the hydration's effects; on a phone that made one long task of two.

let hydrating = false;
const hydrationEndListeners = new Set<() => void>();

/** Called right before hydrating: stores read through `useHydratedStore` report server values. */
export function beginHydration(): void {
  hydrating = true;
}

/** Called once the hydration has committed: those stores report their browser values. */
export function endHydration(): void {
  if (!hydrating) return;
  hydrating = false;
  for (const listener of hydrationEndListeners) listener();
  hydrationEndListeners.clear();
}

/**
 * `useSyncExternalStore` whose browser value waits for `endHydration` when the page is hydrated;
 * a page rendered in the browser reads it at once.
 */
export function useHydratedStore<Snapshot>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: () => Snapshot,
): Snapshot {
  const subscribeWithHydration = useCallback(
    (onChange: () => void) => {
      const unsubscribe = subscribe(onChange);
      // Only a subscription made while the page hydrates waits for its end.
      if (!hydrating) return unsubscribe;
      hydrationEndListeners.add(onChange);
      return () => {
        unsubscribe();
        hydrationEndListeners.delete(onChange);
      };
    },
    [subscribe],
  );
  return useSyncExternalStore(
    subscribeWithHydration,
    () => (hydrating ? getServerSnapshot() : getSnapshot()),
    getServerSnapshot,
  );
}
