import '@testing-library/jest-dom/vitest';
import './dom-polyfills';
import {
  expectNoContractViolations,
  resetMockDb,
  server,
  startMockServer,
  stopMockServer,
} from '@endless/mock-server/node';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

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
