import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loginTarget } from '../../../../features/auth/hooks/use-after-login';
import { renderApp } from '../../../../testing/render-app';
import { typeLogin } from '../../../../testing/login-form';
import {
  answerError,
  failNetwork,
  holdRequests,
  lastWrite,
  recordCookieWrites,
} from './auth-test-utils';

// Several user steps per test on a shared, busy CI machine.
vi.setConfig({ testTimeout: 20_000 });

const cookieWrites = recordCookieWrites();

async function logIn(path: string, username: string, password: string, remember = false) {
  const user = userEvent.setup();
  const app = renderApp(path);
  // The first render loads the lazy route, which is slow on a cold start.
  await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 5000 });
  await typeLogin(user, { username, password, remember });
  await user.keyboard('{Enter}');
  return { app, user };
}

describe('/login form rules (spec 01 §5)', () => {
  it('asks for both fields when empty', async () => {
    await logIn('/login', '', '');
    expect(await screen.findByText("Username Can't be Left Empty")).toBeInTheDocument();
    expect(screen.getByText("Password Can't be Left Empty")).toBeInTheDocument();
  });

  it('refuses a username under 3 and a password under 6 characters', async () => {
    await logIn('/login', 'ab', '12345');
    expect(await screen.findByText('Username is Too Short')).toBeInTheDocument();
    expect(screen.getByText('Password is Too Short')).toBeInTheDocument();
  });

  it.each([
    ['longer than 22 characters', 'a'.repeat(23)],
    ['outside letters, digits, . and _', 'bad name!'],
  ])('reads a username %s as the login helper does (AU1002)', async (_, username) => {
    await logIn('/login', username, 'member-pass');
    expect(await screen.findByText('Invalid Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits with Enter, also from the remember checkbox', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login');
    await screen.findByLabelText('Username');
    await typeLogin(user, { username: 'member', password: 'member-pass' });
    // Focused and pressed in one step: the form's code, arriving in between, would take the
    // focus somewhere jsdom does not carry it (a button's focus without :focus-visible).
    const remember = screen.getByRole('checkbox', { name: 'Remember me' });
    act(() => remember.focus());
    fireEvent.keyDown(remember, { key: 'Enter' });
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });
});

describe('/login server answers (spec 01 §8)', () => {
  it('shows AU1002 on the username field and clears the password', async () => {
    await logIn('/login', 'nobody_here', 'whatever-pass');
    expect(await screen.findByText('Invalid Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveValue('nobody_here');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('shows AU1003 on the password field and clears the password', async () => {
    await logIn('/login', 'member', 'wrong-password');
    expect(await screen.findByText('Invalid Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('shows other codes as [code] text under the form', async () => {
    answerError('/OAuth2/authorize', 'EX5000', 'Internal Server Error', 500);
    await logIn('/login', 'member', 'member-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('[EX5000] Internal Server Error');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('shows EX4000 when no response comes back', async () => {
    failNetwork('/OAuth2/authorize');
    await logIn('/login', 'member', 'member-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "[EX4000] Something went very wrong and we don't know what happened!",
    );
  });

  it('disables submit and marks the panel loading while the request is in flight', async () => {
    const { release } = holdRequests('/OAuth2/authorize');
    const { app } = await logIn('/login', 'member', 'member-pass');
    const submit = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(screen.getByRole('region', { name: 'Login' })).toHaveAttribute('data-state', 'loading');
    release();
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });
});

describe('/login success (spec 01 §4, §7)', () => {
  it('keeps remembered tokens for 30 days', async () => {
    const { app } = await logIn('/login', 'member', 'member-pass', true);
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(lastWrite(cookieWrites, 'endless_at')).toMatch(/Max-Age=2592000/);
    expect(lastWrite(cookieWrites, 'endless_rt')).toMatch(/Max-Age=2592000/);
    expect(lastWrite(cookieWrites, 'endless_rt')).toMatch(/Secure; SameSite=Strict/);
  });

  it('keeps other tokens for the browser session only', async () => {
    const { app } = await logIn('/login', 'member', 'member-pass');
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(lastWrite(cookieWrites, 'endless_at')).not.toMatch(/Max-Age/);
    expect(lastWrite(cookieWrites, 'endless_rt')).not.toMatch(/Max-Age/);
  });

  it('goes to the redirect target', async () => {
    const target = '/character?page=2';
    const { app } = await logIn(
      `/login?redirect=${encodeURIComponent(target)}`,
      'member',
      'member-pass',
    );
    await waitFor(() => expect(app.location()).toBe(target), { timeout: 3000 });
  });

  it('refuses an absolute redirect and goes to the dashboard', async () => {
    const { app } = await logIn(
      `/login?redirect=${encodeURIComponent('https://evil.example/steal')}`,
      'member',
      'member-pass',
    );
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });
});

describe('loginTarget', () => {
  const origin = 'https://app.endless.localhost';
  it.each([
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['/users', '/users'],
    ['/forums/1/2?page=3#reply', '/forums/1/2?page=3#reply'],
    ['https://evil.example/', '/dashboard'],
    ['//evil.example/path', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['users', '/dashboard'],
    [`${origin}/users`, '/dashboard'],
  ])('%s → %s', (redirect, target) => {
    expect(loginTarget(redirect, origin)).toBe(target);
  });
});
