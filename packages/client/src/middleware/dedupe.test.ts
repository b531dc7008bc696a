import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testClient, url, startTestServer } from '../../test/server';
import { dedupeFetch } from './dedupe';

const server = startTestServer();

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('dedupe', () => {
  it('shares one call between identical in-flight GETs, each caller reading its own body', async () => {
    let calls = 0;
    server.use(
      http.get(url('/main/data/user'), async ({ request }) => {
        calls += 1;
        await settle();
        return HttpResponse.json({
          status: 200,
          user_id: new URL(request.url).searchParams.get('user_id'),
        });
      }),
    );
    const { client } = testClient();
    const get = (userId: number) =>
      client.GET('/main/data/user', { params: { query: { user_id: userId } } });

    const [first, second, third, other] = await Promise.all([get(7), get(7), get(7), get(8)]);

    expect(calls).toBe(2);
    expect([first.data, second.data, third.data]).toEqual(
      Array(3).fill({ status: 200, user_id: '7' }),
    );
    expect(other.data).toEqual({ status: 200, user_id: '8' });
  });

  it('sends POSTs with different bodies separately and identical ones once', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(url('/main/friends/request'), async ({ request }) => {
        const body = (await request.json()) as { user_id: number };
        bodies.push(body);
        await settle();
        return HttpResponse.json({ status: 200, user_id: body.user_id, friend_state: 1 });
      }),
    );
    const { client } = testClient();
    const send = (userId: number) =>
      client.POST('/main/friends/request', { body: { user_id: userId } });

    const results = await Promise.all([send(1), send(2), send(1)]);

    expect(bodies).toEqual([{ user_id: 1 }, { user_id: 2 }]);
    expect(results.map(({ data }) => data?.user_id)).toEqual([1, 2, 1]);
  });

  it('calls again once the first call has finished', async () => {
    let calls = 0;
    server.use(
      http.get(url('/ping'), () => {
        calls += 1;
        return HttpResponse.json({ status: 200, api_version: '3.0.0' });
      }),
    );
    const { client } = testClient();

    await client.GET('/ping');
    await client.GET('/ping');

    expect(calls).toBe(2);
  });

  it('aborts the shared call only when every caller has aborted', async () => {
    const signals: AbortSignal[] = [];
    const transport = dedupeFetch(async (request) => {
      signals.push(request.signal);
      await settle();
      return new Response('{}');
    });
    const first = new AbortController();
    const second = new AbortController();
    const request = (controller: AbortController) =>
      transport(new Request(url('/ping'), { signal: controller.signal }));

    const firstCall = request(first);
    const secondCall = request(second);
    await new Promise((resolve) => setTimeout(resolve, 0));
    first.abort();
    await expect(firstCall).rejects.toThrow();
    expect(signals[0]?.aborted).toBe(false);
    second.abort();
    await expect(secondCall).rejects.toThrow();
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
  });
});
