import { setupServer } from 'msw/node';
import { resetMockDb } from './controls.ts';
import { handlers } from './handlers/index.ts';

/**
 * The mock backend inside Node (vitest): MSW intercepts `fetch` of the process. Latency is 0 here
 * unless a test sets it.
 *
 * @example
 * beforeAll(() => startMockServer());
 * beforeEach(() => resetMockDb()); // or once per file in beforeAll
 * afterEach(() => server.resetHandlers());
 * afterAll(() => stopMockServer());
 */
export const server = setupServer(...handlers);

/** Seeds the database and starts intercepting; unhandled requests are errors. */
export async function startMockServer(): Promise<void> {
  await resetMockDb();
  server.listen({ onUnhandledRequest: 'error' });
}

export function stopMockServer(): void {
  server.close();
}

export { resetMockDb } from './controls.ts';
export * as controls from './controls.ts';
export { clock } from './clock.ts';
export { db } from './db/index.ts';
export { PERSONAS, SEEDED_CODES } from './seed/index.ts';
