import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testClient, url, startTestServer } from '../../test/server';
import { ApiError, NO_RESPONSE_TEXT } from '../errors';

const server = startTestServer();

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => expect.unreachable('the call should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('errors middleware', () => {
  it.each([
    [
      'error_code + error_code_text',
      { status: 403, error_code: 'AC1015', error_code_text: 'Not Allowed By Privacy Settings' },
      { code: 'AC1015', text: 'Not Allowed By Privacy Settings' },
    ],
    [
      'response_error + response_error_text (checkout)',
      {
        status: 403,
        response_error: 'ST1004',
        response_error_text: 'Checkout Session Belongs To Another Account',
      },
      { code: 'ST1004', text: 'Checkout Session Belongs To Another Account' },
    ],
    [
      'error_code + response_error_text (forums)',
      { status: 403, error_code: 'OF1009', response_error_text: 'Forums Are Open From Age 13' },
      { code: 'OF1009', text: 'Forums Are Open From Age 13' },
    ],
    [
      'nested error {code, message} (character)',
      { status: 403, error: { code: 'CH1002', message: 'Item Not Owned' } },
      { code: 'CH1002', text: 'Item Not Owned' },
    ],
  ])('throws an ApiError from %s', async (_shape, body, expected) => {
    server.use(
      http.post(url('/main/friends/request'), () => HttpResponse.json(body, { status: 403 })),
    );
    const { client } = testClient();

    const error = await failure(client.POST('/main/friends/request', { body: { user_id: 1 } }));

    expect(error).toMatchObject({ status: 403, ...expected });
    expect(error.message).toBe(`[${expected.code}] ${expected.text}`);
    expect(String(error)).toBe(`[${expected.code}] ${expected.text}`);
  });

  it('reports a request without any response as EX4000 with status 0', async () => {
    server.use(http.get(url('/ping'), () => HttpResponse.error()));
    const { client } = testClient();

    const error = await failure(client.GET('/ping'));

    expect(error).toMatchObject({ status: 0, code: 'EX4000', text: NO_RESPONSE_TEXT });
    expect(error.message).toBe(
      "[EX4000] Something went very wrong and we don't know what happened!",
    );
  });

  it('keeps the status of an answer whose body is not a documented error', async () => {
    server.use(
      http.get(url('/ping'), () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 })),
    );
    const { client } = testClient();

    const error = await failure(client.GET('/ping'));
    expect(error).toMatchObject({ status: 502, code: 'EX4000' });
    // An answer came: not the no-response text, the spec's "contact Support" one.
    expect(error.message).toBe(
      '[EX4000] Something went wrong! If this error persist, contact Support',
    );
  });

  it('reads a JSON answer of no documented error shape the same way', async () => {
    server.use(http.get(url('/ping'), () => HttpResponse.json({ oops: true }, { status: 500 })));
    const { client } = testClient();

    expect((await failure(client.GET('/ping'))).message).toBe(
      '[EX4000] Something went wrong! If this error persist, contact Support',
    );
  });

  it('leaves successful answers alone', async () => {
    server.use(
      http.get(url('/ping'), () => HttpResponse.json({ status: 200, api_version: '3.0.0' })),
    );
    const { client } = testClient();

    const { data } = await client.GET('/ping');

    expect(data).toEqual({ status: 200, api_version: '3.0.0' });
  });

  it('reads a success whose body is not JSON as unreadable, not as no response', async () => {
    server.use(http.get(url('/ping'), () => new HttpResponse('<html>cut off', { status: 200 })));
    const { client } = testClient();

    const error = await failure(client.GET('/ping'));
    expect(error).toMatchObject({ status: 200, code: 'EX4000' });
    expect(error.message).toBe(
      '[EX4000] Something went wrong! If this error persist, contact Support',
    );
  });

  it('gives up a request with no answer after the deadline: EX4000, no response', async () => {
    server.use(
      http.get(url('/ping'), async () => {
        await delay('infinite');
      }),
    );
    const { client } = testClient(undefined, { timeoutMs: 50 });

    const error = await failure(client.GET('/ping'));
    expect(error).toMatchObject({ status: 0, code: 'EX4000', text: NO_RESPONSE_TEXT });
  });

  it('still ends a cancelled request as an abort, before the deadline', async () => {
    server.use(
      http.get(url('/ping'), async () => {
        await delay('infinite');
      }),
    );
    const { client } = testClient(undefined, { timeoutMs: 60_000 });
    const controller = new AbortController();

    const call = client.GET('/ping', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
