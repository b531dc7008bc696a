/** The first signs that the visitor is about to use the page: code they will need loads then. */
export const WARM_UP_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** A module's export, e.g. `() => import('./x').then((m) => m.X)`, declared at module level. */
export type Loader<T> = () => Promise<T>;

const loaded = new WeakMap<Loader<unknown>, unknown>();
const loading = new WeakMap<Loader<unknown>, Promise<unknown>>();

/** What `load` gave, if it has finished: a later mount renders it at once. */
export function loadedValue<T>(load: Loader<T>): T | undefined {
  return loaded.get(load) as T | undefined;
}

/** One load per loader for the whole session, shared by every caller; a failed one is tried again. */
export function loadOnce<T>(load: Loader<T>): Promise<T> {
  let pending = loading.get(load) as Promise<T> | undefined;
  if (!pending) {
    pending = load().then((value) => {
      loaded.set(load, value);
      return value;
    });
    pending.catch(() => loading.delete(load));
    loading.set(load, pending);
  }
  return pending;
}
