// Shared by the shell-*.test.tsx integration tests (header, sidebar, sync, banners, notices).
import { PERSONAS, db, server } from '@endless/mock-server/node';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { env } from '../../../config/env';
import { signInAs } from '../../../testing/session';

// Route modules load lazily and the first sync has to answer: give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

export type PersonaName = (typeof PERSONAS)[number]['username'];
type AccountRow = Parameters<Parameters<typeof db.accounts.update>[1]['data']>[0];

export function persona(username: PersonaName) {
  const found = PERSONAS.find((p) => p.username === username);
  if (!found) throw new Error(`no persona ${username}`);
  return found;
}

/** Signs in for real against the mock (the sync then answers with this persona's account). */
export function signIn(username: PersonaName): Promise<void> {
  return signInAs(persona(username));
}

/** Changes a seeded account in the mock's database before the app syncs it. */
export async function updateAccount(username: PersonaName, change: (draft: AccountRow) => void) {
  await db.accounts.update((q) => q.where({ username }), { data: change });
}

/** Timers the tests drive (polling, ping delay) while real time still flows for the mock. */
export function useFakeTimers(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true });
}

/** Every `GET /account/sync` the app sends from now on. */
export function countSyncRequests(): { count: () => number; stop: () => void } {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === '/account/sync') count += 1;
  };
  server.events.on('request:start', listener);
  return {
    count: () => count,
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/** An absolute API URL for `server.use` overrides. */
export function apiUrl(path: string): string {
  return `${env.apiUrl}${path}`;
}

/**
 * Waits for the first sync to reach the header, where the public username links to the profile.
 * The shell's header is the first banner (jsdom counts a page's own <header> as one too).
 */
export async function waitForAccount(name: string): Promise<void> {
  const [header] = await screen.findAllByRole('banner');
  if (!header) throw new Error('the shell has no header');
  await waitFor(() => expect(within(header).getByRole('link', { name })).toBeInTheDocument());
}

/** Every cookie string the app writes (jsdom hides Max-Age once a cookie is stored). */
export function recordCookieWrites(): { writes: string[]; restore: () => void } {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!descriptor?.set || !descriptor.get) throw new Error('document.cookie is not an accessor');
  const { get, set } = descriptor;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      return get.call(this) as string;
    },
    set(value: string) {
      writes.push(value);
      set.call(this, value);
    },
  });
  return { writes, restore: () => delete (document as { cookie?: string }).cookie };
}
