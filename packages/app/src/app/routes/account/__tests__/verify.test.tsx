import { SEEDED_CODES, db } from '@endless/mock-server/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answerErrorOnce,
  fill,
  outboxToken,
  persona,
  recordBodies,
  renderSignedIn,
} from './account-test-utils';

const unverified = () => db.accounts.findFirst((q) => q.where({ id: persona('unverified').id }))!;

async function openVerify(path: string, name: 'unverified' | 'member' = 'unverified') {
  const app = await renderSignedIn(name, path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return app;
}

describe('/account/verify/{token?} (spec 02 §2, §5)', () => {
  it('shows the username and the address being verified', async () => {
    await openVerify('/account/verify');
    const heading = screen.getByRole('heading', { level: 1, name: 'Verify Your Account' });
    const lead = heading.nextElementSibling as HTMLElement;
    expect(lead).toHaveTextContent(
      'Hi unverified! Enter the 16-character code from the email we sent to un********@ex*****.com.',
    );
  });

  it("says 'No Verification Code Provided' when empty and 'Invalid Verification Code' under 16", async () => {
    await openVerify('/account/verify');
    const user = userEvent.setup();
    const calls = recordBodies('put', '/account/verify');
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(await screen.findByText('No Verification Code Provided')).toBeVisible();
    await fill(user, screen.getByLabelText('Verification Code'), 'SHORTCODE');
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(await screen.findByText('Invalid Verification Code')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal of a wrong 16-character code as 'Invalid Verification Code'", async () => {
    await openVerify('/account/verify');
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText('Verification Code'), 'WRONGWRONGWRONG1');
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(await screen.findByText('Invalid Verification Code')).toBeVisible();
    expect(unverified().verified_email).toBe(0);
  });

  it('submits a 16-character code in the URL automatically, then goes to /dashboard', async () => {
    const code = outboxToken('unverified', 'verification');
    expect(code).toBe(SEEDED_CODES.verification);
    const calls = recordBodies('put', '/account/verify');
    const app = await openVerify(`/account/verify/${code}`);
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(calls).toEqual([{ token: code }]);
    expect(unverified().verified_email).toBe(1);
    expect(await screen.findByText('Account Successfully Verified')).toBeVisible();
  });

  it('goes back to the previous page after a typed code', async () => {
    const app = await renderSignedIn('unverified', '/account/settings?d=3');
    await screen.findByRole('heading', { level: 2, name: 'Update Email' }, { timeout: 15_000 });
    await app.router.navigate('/account/verify');
    const user = userEvent.setup();
    await fill(
      user,
      await screen.findByLabelText('Verification Code', {}, { timeout: 15_000 }),
      SEEDED_CODES.verification,
    );
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    await waitFor(() => expect(app.location()).toBe('/account/settings?d=3'));
  });

  it('does not submit a code of another length from the URL, but fills it in', async () => {
    const calls = recordBodies('put', '/account/verify');
    await openVerify('/account/verify/ABC123');
    expect(screen.getByLabelText('Verification Code')).toHaveValue('ABC123');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toEqual([]);
  });

  it('shows the already-verified message (email_state 1)', async () => {
    const calls = recordBodies('put', '/account/verify');
    await openVerify('/account/verify/ABCDEFGHIJKLMNOP', 'member');
    expect(screen.getByRole('heading', { level: 1, name: 'Account Verified' })).toBeVisible();
    expect(screen.getByText(/has already been verified/)).toBeVisible();
    expect(screen.queryByLabelText('Verification Code')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('resends the e-mail, with the documented success and failure texts', async () => {
    await openVerify('/account/verify');
    const user = userEvent.setup();
    const before = outboxToken('unverified', 'verification');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Email Verification Successfully Resent')).toBeVisible();
    expect(outboxToken('unverified', 'verification')).not.toBe(before);

    answerErrorOnce('post', '/account/email/verify', 'EX5000', 'Internal Server Error', 500);
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(
      await screen.findByText(
        'An unknown error has occured while attempting to resend Verification Email. Try again later.',
      ),
    ).toBeVisible();
  });
});
