import { PERSONAS, SEEDED_CODES, db, server } from '@endless/mock-server/node';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const member = PERSONAS[0];
const memberAccount = () => db.accounts.findFirst((q) => q.where({ id: member.id }))!;
const RESET_LINK = `/account/reset/password/${member.id}/${SEEDED_CODES.reset}`;

/** The newest live reset link of `member`, as the mock's outbox lists it. */
function outboxResetLink(): string {
  const token = db.accountTokens
    .findMany((q) => q.where({ account_id: member.id, kind: 'reset', used: 0 }))
    .sort((a, b) => b.expires_at - a.expires_at)[0];
  if (!token) throw new Error('no reset e-mail for member');
  return `/account/reset/password/${member.id}/${token.token}`;
}

afterEach(() => {
  vi.useRealTimers();
});

async function openForm(path = RESET_LINK) {
  const app = renderApp(path);
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Reset Your Password' },
    { timeout: 15_000 },
  );
  return app;
}

async function fill(user: UserEvent, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}

describe('/account/reset/password/{id}/{token} steps (spec 02 §2, §4)', () => {
  it('validates the link, then shows the form', async () => {
    expect(outboxResetLink()).toBe(RESET_LINK);
    const bodies: unknown[] = [];
    // The check's step shows only while the request is out: held until the test has seen it.
    // Answered at once, a loaded machine could commit the answer's step without ever showing it.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/OAuth2/reset/validate', async ({ request }) => {
        bodies.push(await request.clone().json());
        await answered;
        return undefined;
      }),
    );
    renderApp(RESET_LINK);
    expect(
      await screen.findByText('Checking your reset link', {}, { timeout: 15_000 }),
    ).toBeVisible();
    answer();
    expect(await screen.findByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    expect(bodies).toEqual([{ id: member.id, token: SEEDED_CODES.reset }]);
  });

  it.each([
    ['an unknown token', `/account/reset/password/${member.id}/not-a-token`],
    ['no token', `/account/reset/password/${member.id}`],
    ['no id', '/account/reset/password'],
    ['an id that is not a number', `/account/reset/password/abc/${SEEDED_CODES.reset}`],
  ])('shows the error step for %s, with a way to request a new link', async (_, path) => {
    renderApp(path);
    expect(
      await screen.findByRole('heading', { name: 'Reset Link Invalid' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('resets the password and goes to /login when there is no previous page', async () => {
    const app = await openForm();
    const user = userEvent.setup();
    await fill(user, 'New Password', 'Fresh-start-42');
    await fill(user, 'Repeat Password', 'Fresh-start-42');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(memberAccount().password).toBe('Fresh-start-42');
  });

  it('goes back to the previous page after success', async () => {
    const app = renderApp('/contact');
    await app.router.navigate(RESET_LINK);
    await screen.findByRole('heading', { name: 'Reset Your Password' }, { timeout: 15_000 });
    const user = userEvent.setup();
    await fill(user, 'New Password', 'Fresh-start-42');
    await fill(user, 'Repeat Password', 'Fresh-start-42');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(app.location()).toBe('/contact'));
  });
});

describe('reset form messages (spec 02 §5)', () => {
  it("asks for both fields: 'Password Required', 'Please Repeat Password'", async () => {
    await openForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password Required')).toBeVisible();
    expect(screen.getByText('Please Repeat Password')).toBeVisible();
  });

  it("refuses short and unmatched passwords: 'Password Too Short', \"Passwords don't Match\"", async () => {
    await openForm();
    const user = userEvent.setup();
    await fill(user, 'New Password', 'abc');
    await fill(user, 'Repeat Password', 'abd');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password Too Short')).toBeVisible();
    expect(screen.getByText("Passwords don't Match")).toBeVisible();
  });

  it("hints 'Minimum of 6 Characters', then labels Weak, Good and Strong after a pause", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openForm();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(screen.getByText('Minimum of 6 Characters')).toBeVisible();
    await user.type(screen.getByLabelText('New Password'), 'abcde');
    expect(screen.getByText('Minimum of 6 Characters')).toBeVisible();

    for (const [password, label] of [
      ['abcdefgh1', 'Weak'], // the mock scores 2: two kinds of character
      ['abcdefghi1', 'Good'], // 3: two kinds and 10 characters
      ['abcdefgh1X!', 'Strong'], // 4: four kinds and 10 characters
    ] as const) {
      await fill(user, 'New Password', password);
      act(() => vi.advanceTimersByTime(500));
      expect(await screen.findByText(label)).toBeVisible();
    }
  });

  it('shows the server text of AU1024 on the password field', async () => {
    await openForm();
    const user = userEvent.setup();
    await fill(user, 'New Password', 'aaaaaaaa');
    await fill(user, 'Repeat Password', 'aaaaaaaa');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password Is Too Weak')).toBeVisible();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New Password')).toHaveValue('aaaaaaaa');
  });

  it('shows the EX4000 text when the reset gets no response', async () => {
    await openForm();
    server.use(http.put('*/OAuth2/reset/password', () => HttpResponse.error(), { once: true }));
    const user = userEvent.setup();
    await fill(user, 'New Password', 'Fresh-start-42');
    await fill(user, 'Repeat Password', 'Fresh-start-42');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText(
        "[EX4000] Something went very wrong and we don't know what happened!",
      ),
    ).toBeVisible();
  });
});
