// Every signed-in screen under the faults a real backend and network produce: an expired token, a
// 500, a 503, a request that never answers, an unreadable answer, and going offline and back. Each
// ends on the spec's text (the maintenance page for 503), never a blank screen or an endless
// loader, an expired token is refreshed without a word, and a screen that failed offline recovers
// when the network returns, without a reload.
import {
  clearFaults,
  injectFaults,
  pendingFaults,
  type FaultKind,
} from '@endless/mock-server/controls';
import { takeContractViolations } from '@endless/mock-server/node';
import { NO_RESPONSE_TEXT, UNREADABLE_RESPONSE_TEXT } from '@endless/client';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING_TEXT } from '../../../components/app-loading';
import { renderApp } from '../../../testing/render-app';
import { SIGNED_IN_ROUTES, type SignedInRoute as Route } from '../../../testing/signed-in-routes';
import { signInAs } from '../../../testing/session';

/**
 * Screens whose failed load the spec answers in its own way: friends data errors and a settings
 * load failure are only logged (spec 01 §8, spec 02 §8), so the screen shows what it has; the
 * report form has its own load-failure text (spec 02 §8); the upgrade page keeps its default
 * pledge prices (spec 03 §3, §9). Each shows its data once recovered.
 */
const OWN_WAY: Partial<Record<Route, { failed: RegExp | null; recovered: RegExp }>> = {
  '/upgrade': { failed: /\$6\.00/, recovered: /Backer Pledges/ },
  '/users': { failed: null, recovered: /Friends [1-9]/ },
  '/account/settings': { failed: null, recovered: /General/ },
  '/report/11/2': {
    failed:
      /An Error Occured Validating Data for The Report - Refresh the Page or Try again later\./,
    recovered: /Category/,
  },
};

// The test of requests that never answer fakes setTimeout; it waits in real time with this one.
const realSetTimeout = globalThis.setTimeout;
const UNKNOWN_ERROR_TEXT = 'An Unknown Error Has Occured - Try Again Later';
const MAINTENANCE_TITLE = '503 | Page Maintenace';

type Fault = 'server-error' | 'maintenance' | 'timeout' | 'unreadable' | 'offline';

/** Every API request from now on meets the fault (the mock's fault controls, as a developer sets them). */
function everyRequest(fault: FaultKind) {
  injectFaults(fault, 1_000);
  if (fault === 'unreadable') unreadableAnswers = true;
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

let unreadableAnswers = false;

// Before the setup file's hooks (they run in reverse order), which reject any contract violation.
afterEach(async () => {
  setOnline(true);
  vi.useRealTimers();
  clearFaults();
  if (!unreadableAnswers) return;
  unreadableAnswers = false;
  // Unreadable answers break the contract on purpose: those, and nothing else.
  for (const violation of await takeContractViolations()) {
    expect(violation.message).toMatch(/content-type text\/html/);
  }
});

/** The one main landmark once it has settled: not busy, no loader, some text. */
async function settledMain(route: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const mains = screen.queryAllByRole('main');
      expect(mains, `${route}: one main landmark`).toHaveLength(1);
      const main = mains[0]!;
      expect(main, route).not.toHaveAttribute('aria-busy');
      expect(main.textContent, route).not.toContain(LOADING_TEXT);
      expect(main.textContent?.trim(), route).not.toBe('');
      return main;
    },
    { timeout: 20_000 },
  );
}

/** The texts the spec gives each fault (a screen shows one of them, in itself or a toast). */
const EXPECTED: Record<Fault, RegExp> = {
  'server-error': new RegExp(`\\[EX5000\\]|${UNKNOWN_ERROR_TEXT}`),
  maintenance: new RegExp(MAINTENANCE_TITLE.replace('|', '\\|')),
  timeout: new RegExp(`${escape(NO_RESPONSE_TEXT)}|${UNKNOWN_ERROR_TEXT}`),
  unreadable: new RegExp(`${escape(UNREADABLE_RESPONSE_TEXT)}|${UNKNOWN_ERROR_TEXT}`),
  offline: new RegExp(`${escape(NO_RESPONSE_TEXT)}|${UNKNOWN_ERROR_TEXT}`),
};

/** What `route` shows when its load meets `fault`; null when the spec only logs it. */
function failureText(route: Route, fault: Fault): RegExp | null {
  const own = OWN_WAY[route];
  return own && fault !== 'maintenance' ? own.failed : EXPECTED[fault];
}

/**
 * The screen settles (never blank, no endless loader) on the spec's text for the failure, and the
 * session survives it: no failed request sends the member to login.
 */
async function expectFailureShown(app: ReturnType<typeof renderApp>, route: Route, fault: Fault) {
  const expected = failureText(route, fault);
  if (expected) {
    await waitFor(() => expect(document.body.textContent, route).toMatch(expected), {
      timeout: 20_000,
    });
  }
  await settledMain(route);
  expect(app.location(), route).not.toMatch(/^\/login/);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe.each(SIGNED_IN_ROUTES)('%s under faults', (route) => {
  for (const fault of ['server-error', 'maintenance', 'unreadable'] as const) {
    it(`shows the spec's text on ${fault}`, async () => {
      await signInAs('member');
      everyRequest(fault);
      const app = renderApp(route, { instantRetries: true });
      await expectFailureShown(app, route, fault);
    });
  }

  it('refreshes an expired token and keeps the member signed in', async () => {
    await signInAs('member');
    // The load's first authenticated request meets it; the client refreshes and asks again.
    injectFaults('expired-token', 1);
    const app = renderApp(route, { instantRetries: true });
    const main = await settledMain(route);
    expect(pendingFaults(), `${route} met no expired token`).toEqual([]);
    expect(app.location(), route).not.toMatch(/^\/login/);
    expect(main.textContent, route).not.toMatch(
      new RegExp(`Something went wrong|${UNKNOWN_ERROR_TEXT}|\\[EX`),
    );
  });

  it('gives up a request that never answers and says so', async () => {
    await signInAs('member');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    everyRequest('timeout');
    const app = renderApp(route, { instantRetries: true });
    // Moves the clock past each request's deadline (and its retries') until the text shows.
    for (
      let step = 0;
      step < 40 && !EXPECTED.timeout.test(document.body.textContent ?? '');
      step++
    ) {
      act(() => vi.advanceTimersByTime(5_000));
      await new Promise((resolve) => realSetTimeout(resolve, 50));
    }
    vi.useRealTimers();
    await expectFailureShown(app, route, 'timeout');
  });

  it('says it has no connection offline, and recovers when the network returns', async () => {
    await signInAs('member');
    everyRequest('network-error');
    const app = renderApp(route, { instantRetries: true });
    // Once the app listens, as a browser tells a page that has loaded.
    act(() => setOnline(false));
    await expectFailureShown(app, route, 'offline');

    clearFaults();
    act(() => setOnline(true));
    // The same screen, not a new one: its error gives way to what it shows.
    await waitFor(
      () => {
        const main = screen.getByRole('main');
        expect(main.textContent, route).not.toMatch(EXPECTED.offline);
        expect(main.textContent, route).not.toContain(LOADING_TEXT);
        expect(main.querySelector('h1'), route).not.toBeNull();
        const recovered = OWN_WAY[route]?.recovered;
        if (recovered) expect(main.textContent, route).toMatch(recovered);
      },
      { timeout: 20_000 },
    );
  });
});
