import { setupServer } from 'msw/node';
import { expectNoContractViolations, recordContractViolations } from '../contract/recorder.ts';
import { resetMockDb } from '../controls/index.ts';
import { handlers } from '../handlers/index.ts';

/**
 * The mock backend inside Node (vitest): MSW intercepts `fetch` of the process. Latency is 0 here
 * unless a test sets it.
 *
 * @example
 * beforeAll(() => startMockServer());
 * beforeEach(() => resetMockDb()); // or once per file in beforeAll
 * afterEach(() => server.resetHandlers());
 * afterAll(() => stopMockServer());
 *
 * Every mocked response is validated against the contract (src/contract/). The check lives here,
 * on the server itself, so no test file can forget it: `stopMockServer()` fails the suite listing
 * each violation, and the mock-server's vitest setup file also calls
 * `expectNoContractViolations()` after each test to name the test that caused it.
 */
export const server = setupServer(...handlers);
recordContractViolations(server);

/** Seeds the database and starts intercepting; unhandled requests are errors. */
export async function startMockServer(): Promise<void> {
  await resetMockDb();
  server.listen({ onUnhandledRequest: 'error' });
}

/** Stops intercepting, then throws if any response since the last check broke the contract. */
export async function stopMockServer(): Promise<void> {
  server.close();
  await expectNoContractViolations();
}

export { expectNoContractViolations, takeContractViolations } from '../contract/recorder.ts';
export { resetMockDb } from '../controls/index.ts';
export * as controls from '../controls/index.ts';
export { clock } from '../domain/clock.ts';
export { db } from '../db/index.ts';
export { PERSONAS, SEEDED_CODES } from '../seed/index.ts';
