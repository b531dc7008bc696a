import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer, resetMockData } from './mock-server';

// Integration tests talk to the real mock backend; a request it does not answer is a test bug.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  resetMockData();
  clearCookies();
});
afterAll(() => mockServer.close());

function clearCookies(): void {
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0; Secure; SameSite=Strict`;
  }
}

// jsdom has no scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};
