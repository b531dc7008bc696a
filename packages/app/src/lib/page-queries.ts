// Route loaders start their page's queries without holding the navigation (the screen shows its
// own loader meanwhile). On a page painted from a skeleton, main.tsx waits for those queries
// before the app's first render, so that render is the page itself, not a loader in its place.

const STARTED = Symbol('page queries started by a loader');

/** Loader data saying the page's queries were started (`started` settles with them). */
export interface PageQueries {
  [STARTED]: Promise<unknown>;
}

export function pageQueries(started: Promise<unknown>): PageQueries {
  return { [STARTED]: started };
}

/** Settles once every query the current matches' loaders started has settled. */
export function pageQueriesSettled(loaderData: Record<string, unknown>): Promise<unknown> {
  const started = Object.values(loaderData).flatMap((data) =>
    typeof data === 'object' && data !== null && STARTED in data
      ? [(data as PageQueries)[STARTED]]
      : [],
  );
  return Promise.allSettled(started);
}
