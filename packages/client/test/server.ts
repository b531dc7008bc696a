import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient } from '../src/fetch-client';
import { createMemoryTokenStore, type Tokens } from '../src/tokens';

export const baseUrl = 'http://api.test';
export const url = (path: string) => `${baseUrl}${path}`;

export const oldTokens: Tokens = { access_token: 'at_old', refresh_token: 'rt_old' };
export const newTokens: Tokens = { access_token: 'at_new', refresh_token: 'rt_new' };

/** One MSW server per test file; handlers are added per test and unhandled requests fail it. */
export function startTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A client over a memory store; create it inside a test, after the server listens. */
export function testClient(
  tokens: Tokens | null = oldTokens,
  { timeoutMs }: { timeoutMs?: number } = {},
) {
  const tokenStore = createMemoryTokenStore(tokens);
  let signedOut = 0;
  const client = createApiClient({
    baseUrl,
    tokenStore,
    onSignedOut: () => {
      signedOut += 1;
    },
    timeoutMs,
  });
  return { client, tokenStore, signedOutCalls: () => signedOut };
}
