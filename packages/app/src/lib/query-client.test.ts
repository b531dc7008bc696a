import { describe, expect, it } from 'vitest';
import { createQueryClient, dropViewerData } from './query-client';

/** A query function whose answer arrives when the test says, ignoring any abort. */
function lateAnswer<T>(value: T) {
  let deliver = () => undefined as void;
  const answer = new Promise<T>((resolve) => {
    deliver = () => resolve(value);
  });
  return { queryFn: () => answer, deliver };
}

describe('dropViewerData', () => {
  it("forgets the viewer's answers and keeps the viewer-independent ones", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['get', '/account/data/settings', {}], { id: 1 });
    queryClient.setQueryData(['get', '/main/data/user', { params: { query: { id: 2 } } }], {
      friend_state: 1,
    });
    queryClient.setQueryData(['mock-checkout', 'cs_1'], { amount: 5 });
    queryClient.setQueryData(['get', '/ping', {}], { status: 200 });

    dropViewerData(queryClient);

    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map(({ queryKey }) => queryKey),
    ).toEqual([['get', '/ping', {}]]);
  });

  it('lets no late answer of a dropped read into the cache', async () => {
    const queryClient = createQueryClient();
    const key = ['get', '/account/data/settings', {}];
    const { queryFn, deliver } = lateAnswer({ id: 1 });
    const fetching = queryClient.fetchQuery({ queryKey: key, queryFn }).catch(() => 'cancelled');

    dropViewerData(queryClient);
    deliver();

    await expect(fetching).resolves.toBe('cancelled');
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });

  it('aborts the requests of the reads it cancels', () => {
    const queryClient = createQueryClient();
    let signal: AbortSignal | undefined;
    void queryClient
      .fetchQuery({
        queryKey: ['get', '/account/sync', {}],
        queryFn: (context) => {
          signal = context.signal;
          return new Promise(() => undefined);
        },
      })
      .catch(() => undefined);

    dropViewerData(queryClient);

    expect(signal?.aborted).toBe(true);
  });

  it('forgets mutations sent for the previous account', () => {
    const queryClient = createQueryClient();
    void queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => new Promise(() => undefined) })
      .execute(undefined)
      .catch(() => undefined);

    dropViewerData(queryClient);

    expect(queryClient.getMutationCache().getAll()).toEqual([]);
  });
});
