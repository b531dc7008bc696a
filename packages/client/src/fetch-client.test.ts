import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testClient, url, startTestServer } from '../test/server';

const server = startTestServer();

function recordContentType(method: 'get' | 'post' | 'patch', path: string) {
  const seen: (string | null)[] = [];
  server.use(
    http[method](url(path), ({ request }) => {
      seen.push(request.headers.get('Content-Type'));
      return HttpResponse.json({ status: 200 });
    }),
  );
  return seen;
}

// Spec 01 §7 "a JSON content type": every body goes as JSON; a request without a body has no
// content to type (the contract's security description says why it sends none).
describe('content type', () => {
  it('sends application/json with every request body', async () => {
    const seen = recordContentType('post', '/main/friends/request');
    await testClient().client.POST('/main/friends/request', { body: { user_id: 7 } });
    expect(seen).toEqual(['application/json']);
  });

  it('sends none with a bodiless request', async () => {
    const read = recordContentType('get', '/account/sync');
    const write = recordContentType('patch', '/accountability/violation');
    const { client } = testClient();
    await client.GET('/account/sync');
    await client.PATCH('/accountability/violation');
    expect([...read, ...write]).toEqual([null, null]);
  });
});
