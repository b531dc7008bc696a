// Shared by the auth and landing integration tests.
import { server } from '@endless/mock-server/node';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach } from 'vitest';

/** Every cookie string the app writes, to tell 30-day cookies from session cookies. */
export function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!descriptor?.set || !descriptor.get) throw new Error('document.cookie is not an accessor');
  const { get, set } = descriptor;
  beforeEach(() => {
    writes.length = 0;
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
  });
  afterEach(() => {
    delete (document as { cookie?: string }).cookie;
  });
  return writes;
}

/** The cookie string last written for `name`. */
export function lastWrite(writes: readonly string[], name: string): string | undefined {
  return writes.filter((write) => write.startsWith(`${name}=`)).at(-1);
}

/** Holds matching POSTs until `release()`, then lets the mock backend answer them. */
export function holdRequests(path: string): { release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(`*${path}`, async () => {
      await gate;
      // Nothing returned: the request falls through to the mock's own handler.
      return undefined;
    }),
  );
  return { release };
}

/** Answers every matching API request with no response at all (network failure). */
export function failNetwork(path: string): void {
  server.use(http.all(`*${path}`, () => HttpResponse.error()));
}

/** Answers a POST with an error body, as the contract's ErrorCodeBody. */
export function answerError(path: string, code: string, text: string, status = 400): void {
  server.use(
    http.post(`*${path}`, () =>
      HttpResponse.json({ status, error_code: code, error_code_text: text }, { status }),
    ),
  );
}

/** Puts text into a field at once (typing long values key by key is slow in jsdom). */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Opens a select by its label and picks an option. */
export async function choose(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}

/** The option labels a select offers. */
export async function optionsOf(user: UserEvent, label: string): Promise<string[]> {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  const labels = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return labels;
}
