// Issue 20: no data crosses identities. Every way the signed-in account can change (login after a
// session ended without logout, another tab's login or logout, a refused refresh, a 401 the client
// cannot recover from, logout) drops the previous account's data before the next screen renders.
import { createApiClient, createCookieTokenStore, createMemoryTokenStore } from '@endless/client';
import { server } from '@endless/mock-server/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../../../config/env';
import { checkIdentity } from '../../../lib/session';
import { typeLogin } from '../../../testing/login-form';
import { renderApp } from '../../../testing/render-app';
import { persona, signInAs, type PersonaName } from '../../../testing/session';

/** The token cookies as another tab of the same browser writes them. */
const otherTab = () =>
  createCookieTokenStore({
    accessCookie: env.cookies.accessToken,
    refreshCookie: env.cookies.refreshToken,
  });

/** Logs `username` in with a client of its own, as another tab or device would. */
async function tokensOf(username: PersonaName) {
  const client = createApiClient({
    baseUrl: env.apiUrl,
    tokenStore: createMemoryTokenStore(),
    onSignedOut: () => undefined,
  });
  const { password } = persona(username);
  const { data } = await client.POST('/OAuth2/authorize', {
    body: { username, password, remember: false },
  });
  if (!data) throw new Error(`login as ${username} answered without tokens`);
  return data.tokens;
}

/** The General tab's facts, once loaded: the private data a leak would show. */
async function accountFacts() {
  const id = await screen.findByText('Id', { selector: 'dt' });
  const facts = id.closest('dl')!;
  const fact = (term: string) =>
    within(facts).getByText(term, { selector: 'dt' }).nextElementSibling!.textContent!;
  return { id: fact('Id'), username: fact('Username'), email: fact('Email') };
}

/** The General tab's fact named `term`, when it is on screen. */
function shownFact(term: string): string | undefined {
  const label = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === term);
  return label?.nextElementSibling?.textContent ?? undefined;
}

/**
 * Records, from now on, whether `account`'s facts are ever in the document, at every DOM change: a
 * leak that lasts a single render is caught, not only one still on screen at the end.
 */
function watchForLeaks(account: { id: string; email: string }) {
  const seen = new Set<string>();
  const check = () => {
    if (shownFact('Id') === account.id) seen.add(`Id ${account.id}`);
    if (document.body.textContent?.includes(account.email)) seen.add(account.email);
  };
  check();
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return {
    seen: () => [...seen],
    stop: () => observer.disconnect(),
  };
}

/** The paths whose answers the cache holds, but for the viewer-independent ones. */
const viewerQueries = (queryClient: ReturnType<typeof renderApp>['queryClient']) =>
  queryClient
    .getQueryCache()
    .findAll()
    .filter(({ state }) => state.data !== undefined)
    .map(({ queryKey }) => queryKey[1])
    .filter((path) => path !== '/ping');

const errorAnswer = (status: number, code: string, text: string) =>
  HttpResponse.json({ status, error_code: code, error_code_text: text }, { status });

async function logInWithForm(username: PersonaName) {
  const user = userEvent.setup();
  const { password } = persona(username);
  await screen.findByLabelText('Username');
  await typeLogin(user, { username, password });
  // The form's code arrives while typing (it swaps the stand-in for the real form): nothing typed
  // may be lost on the way.
  expect(screen.getByLabelText('Username')).toHaveValue(username);
  expect(screen.getByLabelText('Password')).toHaveValue(password);
  await user.keyboard('{Enter}');
}

/** Waits for `path`; a timeout names what the screen says instead (a refused login, say). */
async function waitForPath(app: ReturnType<typeof renderApp>, path: string) {
  await waitFor(() => {
    const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
    expect(app.location(), `alerts: ${JSON.stringify(alerts)}`).toBe(path);
  });
}

let leaks: ReturnType<typeof watchForLeaks> | undefined;
afterEach(() => {
  leaks?.stop();
  leaks = undefined;
});

describe('a change of signed-in account', () => {
  it('shows nothing of an account whose session ended without logout to the next one', async () => {
    await signInAs('member');
    const app = renderApp('/account/settings');
    const member = await accountFacts();
    expect(member.username).toContain('member');

    // The session ends behind the app's back: the browser drops the token cookies.
    otherTab().clear();
    await waitFor(() => expect(app.location()).toMatch(/^\/login\?redirect=/));
    expect(viewerQueries(app.queryClient)).toEqual([]);

    leaks = watchForLeaks(member);
    await logInWithForm('backer');
    await waitForPath(app, '/account/settings');
    const backer = await accountFacts();
    expect(backer.id).toBe(String(persona('backer').id));
    expect(backer.username).toContain('backer');
    expect(leaks.seen()).toEqual([]);
  });

  it('follows a login to another account made in another tab', async () => {
    await signInAs('member');
    renderApp('/account/settings');
    const member = await accountFacts();

    otherTab().set(await tokensOf('backer'), { remember: false });
    // Noticed without any action here (the cookies are re-read every second); from then on the
    // member's data never shows again.
    await waitFor(() => expect(shownFact('Id')).not.toBe(member.id));
    leaks = watchForLeaks(member);
    await waitFor(async () => expect((await accountFacts()).id).toBe(String(persona('backer').id)));
    expect(leaks.seen()).toEqual([]);
  });

  it('follows a logout made in another tab as soon as the tab is looked at', async () => {
    await signInAs('member');
    const app = renderApp('/account/settings');
    await accountFacts();

    otherTab().clear();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(viewerQueries(app.queryClient)).toEqual([]);
    await waitFor(() => expect(app.location()).toMatch(/^\/login\?redirect=/));
  });

  it('keeps the account data when another tab only refreshes the tokens', async () => {
    await signInAs('member');
    const app = renderApp('/account/settings');
    const member = await accountFacts();
    const settings = () =>
      app.queryClient.getQueryCache().find({ queryKey: ['get', '/account/data/settings'] })?.state
        .data;
    await waitFor(() => expect(settings()).toBeDefined());

    // Another tab's refresh: a new pair for the same sign-in.
    const store = otherTab();
    const { data } = await createApiClient({
      baseUrl: env.apiUrl,
      tokenStore: createMemoryTokenStore(),
      onSignedOut: () => undefined,
    }).PUT('/OAuth2/authorize', { body: store.get()! });
    store.set(data!.tokens);

    expect(checkIdentity()).toBe(false);
    expect(settings()).toBeDefined();
    expect((await accountFacts()).id).toBe(member.id);
  });

  /** Member on settings; `refuse` answers; then the sync is asked again and hits a 401. */
  async function syncRefused(...refuse: Parameters<typeof server.use>) {
    await signInAs('member');
    const app = renderApp('/account/settings');
    await accountFacts();
    server.use(
      http.get(`${env.apiUrl}/account/sync`, () => errorAnswer(401, 'AU1001', 'Unauthorized')),
      ...refuse,
    );
    await act(() => app.queryClient.refetchQueries({ queryKey: ['get', '/account/sync'] }));
    return app;
  }

  it('drops the account data when the server refuses to refresh the tokens', async () => {
    const app = await syncRefused(
      http.put(`${env.apiUrl}/OAuth2/authorize`, () =>
        errorAnswer(401, 'AU1004', 'Refresh Token Invalid'),
      ),
    );

    await waitFor(() => expect(app.location()).toMatch(/^\/login\?redirect=/));
    expect(viewerQueries(app.queryClient)).toEqual([]);
  });

  it('drops the account data when even a fresh token is refused', async () => {
    // The refresh succeeds, the replay with the new token is refused all the same.
    const app = await syncRefused();

    await waitFor(() => expect(app.location()).toMatch(/^\/login\?redirect=/));
    expect(document.cookie).not.toContain(env.cookies.accessToken);
    expect(viewerQueries(app.queryClient)).toEqual([]);
  });

  it('drops the account data on logout, keeping viewer-independent answers', async () => {
    await signInAs('member');
    const app = renderApp('/account/settings');
    await accountFacts();
    await app.queryClient.fetchQuery({
      queryKey: ['get', '/ping', {}],
      queryFn: () => ({ status: 200 }),
    });

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Settings menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(app.location()).toBe('/landing'));
    expect(viewerQueries(app.queryClient)).toEqual([]);
    expect(app.queryClient.getQueryData(['get', '/ping', {}])).toEqual({ status: 200 });
  });

  it("drops a guest's answers when they log in: they lack the account's view", async () => {
    const app = renderApp('/login');
    await app.queryClient.fetchQuery({
      queryKey: ['get', '/marketplace/data/search', {}],
      queryFn: () => ({ owned_by_viewer: 'unknown to a guest' }),
    });

    await logInWithForm('member');

    await waitForPath(app, '/dashboard');
    expect(app.queryClient.getQueryData(['get', '/marketplace/data/search', {}])).toBeUndefined();
  });
});
