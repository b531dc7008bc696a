import '@testing-library/jest-dom/vitest';
import '@endless/ui/testing/without-owner-stacks';
import './dom-polyfills';
import './quiet-wait-errors';
import {
  expectNoContractViolations,
  resetMockDb,
  server,
  startMockServer,
  stopMockServer,
} from '@endless/mock-server/node';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

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

// React's development warnings point at real bugs (an update during another component's render,
// one outside act, a missing key, invalid markup): one in a test's console fails the test. A test
// that expects a console error mocks console.error itself, which keeps it from reaching here.
const REACT_WARNINGS = [
  /^Warning: /,
  /Cannot update a component .* while rendering a different component/,
  /not wrapped in act\(/,
  /The current testing environment is not configured to support act/,
  /Each child in a list should have a unique "key" prop/,
  /Encountered two children with the same key/,
  /cannot be a descendant of|cannot contain a nested|cannot be a child of/,
  /React does not recognize the .* prop on a DOM element/,
  /Invalid DOM property|Unknown event handler property/,
  /for a non-boolean attribute/,
  /A component is changing an? (un)?controlled input/,
  /Maximum update depth exceeded/,
  /hydrat.*(did not|didn't) match|Hydration failed/i,
];

let reactWarnings: string[] = [];
let consoleError: typeof console.error | undefined;
beforeEach(() => {
  reactWarnings = [];
  consoleError = console.error;
  const original = console.error;
  console.error = (...args: unknown[]) => {
    const message = format(...args);
    if (REACT_WARNINGS.some((pattern) => pattern.test(message))) reactWarnings.push(message);
    original(...args);
  };
});
afterEach(() => {
  if (consoleError) console.error = consoleError;
  const found = reactWarnings;
  reactWarnings = [];
  if (found.length > 0) {
    throw new Error(`React warned in this test:\n${found.map((w) => w.split('\n')[0]).join('\n')}`);
  }
});

function clearCookies(): void {
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0; Secure; SameSite=Strict`;
  }
}
