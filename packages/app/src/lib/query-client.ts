import { isViewerIndependent, retryTransientErrors } from '@endless/client';
import { QueryClient, notifyManager, type Query, type QueryCache } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx answer will not change on retry; no response and 5xx may.
        retry: retryTransientErrors,
        refetchOnWindowFocus: false,
        // Back online, a query that failed meanwhile is asked again even while its last good
        // answer is fresh: the screens recover without a reload.
        refetchOnReconnect: (query) => (query.state.status === 'error' ? 'always' : true),
        staleTime: 30_000,
        // Offline, a request is tried and fails with the no-response text instead of waiting
        // paused behind an endless loader; the screen refetches when the network returns.
        networkMode: 'always',
      },
      // Offline, a submit fails with the no-response text (keeping what was typed) instead of
      // leaving its button pending until the network returns.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * Subscribes a React store to the query cache the way react-query's own hooks do: through its
 * notify manager. The cache tells its listeners at once, and useQuery adds a new query while its
 * component renders; a store told then would update another component inside that render.
 */
export function subscribeToQueries(queryCache: QueryCache, onChange: () => void): () => void {
  return queryCache.subscribe(notifyManager.batchCalls(onChange));
}

/** Query keys are `[method, path, init]`; any other key is taken to belong to the viewer. */
function belongsToViewer({ queryKey: [method, path] }: Query): boolean {
  return (
    typeof method !== 'string' || typeof path !== 'string' || !isViewerIndependent(method, path)
  );
}

/**
 * Forgets everything the signed-in account loaded or was sending. In-flight reads are cancelled
 * first (their requests aborted), so a late answer cannot land in the next account's cache.
 */
export function dropViewerData(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ predicate: belongsToViewer });
  queryClient.removeQueries({ predicate: belongsToViewer });
  queryClient.getMutationCache().clear();
}
