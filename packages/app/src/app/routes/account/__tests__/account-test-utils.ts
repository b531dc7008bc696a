// Shared by the account-area integration tests (settings, verification, callback, reset).
import { PERSONAS, db, server } from '@endless/mock-server/node';
import { configure, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { signInAs } from '../../../../testing/session';

// Lazy routes load slowly on a cold, busy machine: wait longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

export type PersonaName = (typeof PERSONAS)[number]['username'];

export function persona(name: PersonaName) {
  const found = PERSONAS.find((candidate) => candidate.username === name);
  if (!found) throw new Error(`no persona ${name}`);
  return found;
}

/** Signs in as a persona through the real login call, then renders the app at `path`. */
export async function renderSignedIn(name: PersonaName, path: string) {
  await signInAs(persona(name));
  return renderApp(path);
}

/** Opens a settings tab and waits for its content. */
export async function openSettings(name: PersonaName, tab: number, heading: string) {
  const app = await renderSignedIn(name, `/account/settings?d=${tab}`);
  await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 15_000 });
  return app;
}

type Method = 'get' | 'post' | 'put';

/** Answers the next matching request with an error body (ErrorCodeBody, as the contract has it). */
export function answerErrorOnce(
  method: Method,
  path: string,
  code: string,
  text: string,
  status = 400,
): void {
  server.use(
    http[method](
      `*${path}`,
      () => HttpResponse.json({ status, error_code: code, error_code_text: text }, { status }),
      { once: true },
    ),
  );
}

/** The next matching request gets no response at all (network failure, no body). */
export function failNetworkOnce(method: Method, path: string): void {
  server.use(http[method](`*${path}`, () => HttpResponse.error(), { once: true }));
}

/** Every body sent to `path` from now on. */
export function recordBodies(method: Method, path: string): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

/**
 * The link of the newest "sent" e-mail of a kind, as the mock's outbox (`GET /__mock/outbox`)
 * lists it: derived from the same live one-time tokens, read from the mock database directly
 * because the Node runtime does not install the outbox route.
 */
export function outboxToken(name: PersonaName, kind: 'verification' | 'reset'): string {
  const { id } = persona(name);
  const token = db.accountTokens
    .findMany((q) => q.where({ account_id: id, kind, used: 0 }))
    .sort((a, b) => b.expires_at - a.expires_at)[0];
  if (!token) throw new Error(`no ${kind} e-mail for ${name}`);
  return token.token;
}

/** Replaces a field's text in one go (typing long values key by key is slow in jsdom). */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text) await user.type(field, text);
}
