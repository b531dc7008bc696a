import '@testing-library/jest-dom/vitest';
import './dom-polyfills';
import {
  expectNoContractViolations,
  resetMockDb,
  server,
  startMockServer,
  stopMockServer,
} from '@endless/mock-server/node';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

// Route modules load lazily and most screens wait for the first account sync: on a busy machine
// that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 15_000 });

// Integration tests talk to the real mock backend in Node; an unhandled request is an error.
beforeAll(() => startMockServer());
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  clearCookies();
  await resetMockDb();
});
// Names the test whose mocked responses broke the contract.
afterEach(() => expectNoContractViolations());
afterAll(() => stopMockServer());

function clearCookies(): void {
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0; Secure; SameSite=Strict`;
  }
}
