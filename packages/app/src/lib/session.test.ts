import { createCookieTokenStore } from '@endless/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../config/env';
import {
  COOKIE_CHECK_INTERVAL_MS,
  checkIdentity,
  onIdentityChange,
  subscribeSession,
  tokenStore,
} from './session';

const first = { access_token: 'at_1', refresh_token: 'rt_1' };
const renewed = { access_token: 'at_2', refresh_token: 'rt_2' };

/** The same cookies as another tab writes them. */
const otherTab = () =>
  createCookieTokenStore({
    accessCookie: env.cookies.accessToken,
    refreshCookie: env.cookies.refreshToken,
  });

/** Records, in order, identity changes (`drop`) and what listeners heard (`notify`). */
function record() {
  const events: string[] = [];
  const stopDropping = onIdentityChange(() => events.push('drop'));
  const stopListening = subscribeSession(() => events.push('notify'));
  events.length = 0;
  return {
    events,
    stop: () => {
      stopDropping();
      stopListening();
    },
  };
}

let recorder: ReturnType<typeof record> | undefined;
afterEach(() => {
  recorder?.stop();
  recorder = undefined;
  vi.useRealTimers();
});

describe('session identity', () => {
  it('drops data before telling anyone, on a sign-in (login, registration, persona switch)', () => {
    recorder = record();
    tokenStore.set(first, { remember: false });
    expect(recorder.events).toEqual(['drop', 'notify']);

    recorder.events.length = 0;
    tokenStore.set(renewed, { remember: true });
    expect(recorder.events).toEqual(['drop', 'notify']);
  });

  it('keeps data through a refresh, which keeps the sign-in', () => {
    tokenStore.set(first, { remember: false });
    recorder = record();

    tokenStore.set(renewed);

    expect(recorder.events).toEqual(['notify']);
    expect(tokenStore.get()).toEqual(renewed);
  });

  it('drops data when the tokens are cleared (logout, refused refresh)', () => {
    tokenStore.set(first, { remember: false });
    recorder = record();

    tokenStore.clear();

    expect(recorder.events).toEqual(['drop', 'notify']);
  });

  it('notices cookies changed outside the app within a second', () => {
    vi.useFakeTimers();
    tokenStore.set(first, { remember: false });
    recorder = record();

    otherTab().set(renewed, { remember: false });
    expect(recorder.events).toEqual([]);
    vi.advanceTimersByTime(COOKIE_CHECK_INTERVAL_MS);
    expect(recorder.events).toEqual(['drop', 'notify']);

    recorder.events.length = 0;
    otherTab().clear();
    vi.advanceTimersByTime(COOKIE_CHECK_INTERVAL_MS);
    expect(recorder.events).toEqual(['drop', 'notify']);
  });

  it('notices at once when the tab comes back into view or gets the focus', () => {
    tokenStore.set(first, { remember: false });
    recorder = record();

    otherTab().clear();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(recorder.events).toEqual(['drop', 'notify']);

    recorder.events.length = 0;
    otherTab().set(first, { remember: false });
    window.dispatchEvent(new Event('focus'));
    expect(recorder.events).toEqual(['drop', 'notify']);
  });

  it('does not count another tab refreshing the tokens as a change', () => {
    tokenStore.set(first, { remember: false });
    recorder = record();

    otherTab().set(renewed);

    expect(checkIdentity()).toBe(false);
    expect(recorder.events).toEqual([]);
  });

  it('stops watching the cookies once nothing listens', () => {
    vi.useFakeTimers();
    tokenStore.set(first, { remember: false });
    const drops: string[] = [];
    const stop = onIdentityChange(() => drops.push('drop'));
    stop();

    otherTab().clear();
    vi.advanceTimersByTime(COOKIE_CHECK_INTERVAL_MS * 3);

    expect(drops).toEqual([]);
  });
});
