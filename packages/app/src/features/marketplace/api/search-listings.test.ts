import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyRequestPlan } from '../../../app/entry-server';
import { EARLY_REQUESTS_GLOBAL } from '../../../lib/early-requests';
import { recentListingsQueryOptions } from './search-listings';

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  vi.unstubAllGlobals();
});

describe('the Recently Released strip’s listings', () => {
  it('are read from the answer /marketplace’s early script asked for, not asked again', async () => {
    const plan = earlyRequestPlan('/marketplace');
    if (!plan?.marketplace) throw new Error('/marketplace has no early request for its strip');
    const results = [{ id: 7 }];
    (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = {
      [`${plan.api}${plan.marketplace.recent}`]: {
        authorization: null,
        response: Promise.resolve(Response.json({ results })),
      },
    };
    const network = vi.fn(async () => Response.json({ results: [] }));
    vi.stubGlobal('fetch', network);
    const data = await new QueryClient().fetchQuery(recentListingsQueryOptions());
    expect(data).toEqual({ results });
    expect(network).not.toHaveBeenCalled();
  });

  it('are asked for early only on /marketplace', () => {
    expect(earlyRequestPlan('/marketplace')?.marketplace).toBeDefined();
    expect(earlyRequestPlan('/dashboard')?.marketplace).toBeUndefined();
  });
});
