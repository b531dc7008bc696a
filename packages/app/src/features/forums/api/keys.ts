// What the forum's operations share: after a write, every forum read is stale.
import type { QueryClient } from '@tanstack/react-query';

/** Marks every forum read (categories, lists, threads, form contexts) stale after a write. */
export function invalidateForumData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[1] === 'string' && queryKey[1].startsWith('/forums/data/'),
  });
}
