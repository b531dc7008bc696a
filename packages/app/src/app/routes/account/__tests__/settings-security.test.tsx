import { db } from '@endless/mock-server/node';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerErrorOnce,
  fill,
  openSettings,
  persona,
  recordBodies,
  type PersonaName,
} from './account-test-utils';

const accountOf = (name: PersonaName) =>
  db.accounts.findFirst((q) => q.where({ id: persona(name).id }))!;

afterEach(() => {
  vi.useRealTimers();
});

function setup(options?: Parameters<typeof userEvent.setup>[0]) {
  return userEvent.setup(options);
}

async function confirmEmail(user: UserEvent, email: string) {
  await fill(user, screen.getByLabelText('Current Email'), email);
  await user.click(screen.getByRole('button', { name: 'Confirm Email' }));
}

async function confirmPassword(user: UserEvent, password: string) {
  await fill(user, screen.getByLabelText('Current Password'), password);
  await user.click(screen.getByRole('button', { name: 'Confirm Password' }));
}

describe('Security: update e-mail (spec 02 §4, §5)', () => {
  it('checks the current address: format first, then the server', async () => {
    await openSettings('member', 3, 'Update Email');
    const user = setup();
    const calls = recordBodies('post', '/account/security/email/validate');
    await confirmEmail(user, 'not-an-email');
    expect(await screen.findByText('Invalid Email Address')).toBeVisible();
    expect(calls).toEqual([]);

    await confirmEmail(user, 'someone.else@example.com');
    expect(await screen.findByText('[AC1004] Email Does Not Match Current Email')).toBeVisible();
  });

  it('does not submit on Enter outside textareas', async () => {
    await openSettings('member', 3, 'Update Email');
    const user = setup();
    const calls = recordBodies('post', '/account/security/email/validate');
    await user.type(screen.getByLabelText('Current Email'), 'member@example.com{Enter}');
    // Give a submit every chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toEqual([]);
    expect(screen.queryByLabelText('New Email')).not.toBeInTheDocument();
  });

  it("refuses a malformed, unrepeated or unchanged new address with the spec's messages", async () => {
    await openSettings('member', 3, 'Update Email');
    const user = setup();
    await confirmEmail(user, 'member@example.com');
    const newEmail = await screen.findByLabelText('New Email');
    const repeat = screen.getByLabelText('Repeat New Email');
    const submit = screen.getByRole('button', { name: 'Update Email' });
    const calls = recordBodies('put', '/account/security/email');

    await fill(user, newEmail, 'nope');
    await fill(user, repeat, 'nope');
    await user.click(submit);
    expect(await screen.findByText('Invalid Email Address')).toBeVisible();

    await fill(user, newEmail, 'member.new@example.com');
    await fill(user, repeat, 'member.other@example.com');
    await user.click(submit);
    expect(await screen.findByText("Email's do not match")).toBeVisible();

    await fill(user, newEmail, 'Member@Example.com');
    await fill(user, repeat, 'Member@Example.com');
    await user.click(submit);
    expect(await screen.findByText('Updated email cannot match current email')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('sets the new address pending, resets the fields and asks to verify it', async () => {
    await openSettings('member', 3, 'Update Email');
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
    const user = setup();
    await confirmEmail(user, 'MEMBER@example.com');
    await fill(user, await screen.findByLabelText('New Email'), 'member.new@example.com');
    await fill(user, screen.getByLabelText('Repeat New Email'), 'member.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Update Email' }));

    expect(await screen.findByText(/verify it to start using it/)).toBeVisible();
    expect(screen.getByLabelText('Current Email')).toHaveValue('');
    expect(screen.queryByLabelText('New Email')).not.toBeInTheDocument();
    expect(accountOf('member')).toMatchObject({
      pending_email: 'member.new@example.com',
      verified_email: 2,
    });
    // The settings are read again: the pending address offers a resend.
    expect(await screen.findByRole('button', { name: 'Resend verification email' })).toBeVisible();
  });

  it('shows a server refusal of the new address as [code] text', async () => {
    await openSettings('member', 3, 'Update Email');
    const user = setup();
    await confirmEmail(user, 'member@example.com');
    await fill(user, await screen.findByLabelText('New Email'), 'staff@example.com');
    await fill(user, screen.getByLabelText('Repeat New Email'), 'staff@example.com');
    await user.click(screen.getByRole('button', { name: 'Update Email' }));
    expect(await screen.findByText('[AU1027] Email Address Already Used')).toBeVisible();
    expect(screen.getByLabelText('New Email')).toHaveValue('staff@example.com');
  });
});

describe('Security: update password (spec 02 §4, §5)', () => {
  it("refuses a current password under 6 characters or wrong with 'Invalid Password'", async () => {
    await openSettings('member', 3, 'Update Password');
    const user = setup();
    const calls = recordBodies('post', '/account/security/pwd/validate');
    await confirmPassword(user, '12345');
    expect(await screen.findByText('Invalid Password')).toBeVisible();
    expect(calls).toEqual([]);

    await confirmPassword(user, 'wrong-password');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByText('Invalid Password')).toBeVisible();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('shows the documented (wrong) message for a short new password, and the other rules', async () => {
    await openSettings('member', 3, 'Update Password');
    const user = setup();
    await confirmPassword(user, 'member-pass');
    const newPwd = await screen.findByLabelText('New Password');
    const repeat = screen.getByLabelText('Repeat New Password');
    const submit = screen.getByRole('button', { name: 'Update Password' });
    const calls = recordBodies('put', '/account/security/pwd');

    // Spec 02 §5 documents this wrong text for a new password under 6 characters.
    await fill(user, newPwd, 'abc');
    await fill(user, repeat, 'abc');
    await user.click(submit);
    expect(await screen.findByText('Invalid Email Address')).toBeVisible();

    await fill(user, newPwd, 'Another-pass-1');
    await fill(user, repeat, 'Another-pass-2');
    await user.click(submit);
    expect(await screen.findByText('Passwords do not match')).toBeVisible();

    await fill(user, newPwd, 'member-pass');
    await fill(user, repeat, 'member-pass');
    await user.click(submit);
    expect(
      await screen.findByText('Updated Passwords cannot match current password'),
    ).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('rates the new password after a 500 ms pause, only at 6 or more characters', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openSettings('member', 3, 'Update Password');
    const user = setup({ advanceTimers: vi.advanceTimersByTime });
    await confirmPassword(user, 'member-pass');
    const newPwd = await screen.findByLabelText('New Password');
    const checks = recordBodies('post', '/account/security/pwd/strength');

    await user.type(newPwd, 'abcde');
    act(() => vi.advanceTimersByTime(600));
    expect(checks).toEqual([]);

    await user.type(newPwd, 'f');
    act(() => vi.advanceTimersByTime(400));
    expect(checks).toEqual([]);
    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByText('Weak Password')).toBeVisible();
    expect(checks).toEqual([{ pwd: 'abcdef' }]);

    await user.type(newPwd, 'GH12!xyz');
    act(() => vi.advanceTimersByTime(500));
    expect(await screen.findByText('Strong Password')).toBeVisible();
  });

  it("changes the password: fields clear and 'Password Successfully Updated!'", async () => {
    await openSettings('member', 3, 'Update Password');
    const user = setup();
    await confirmPassword(user, 'member-pass');
    await fill(user, await screen.findByLabelText('New Password'), 'Brand-new-pass-7');
    await fill(user, screen.getByLabelText('Repeat New Password'), 'Brand-new-pass-7');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password Successfully Updated!')).toBeVisible();
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(accountOf('member').password).toBe('Brand-new-pass-7');
  });

  it('shows a weak password refusal (AU1024) as [code] text', async () => {
    await openSettings('member', 3, 'Update Password');
    const user = setup();
    await confirmPassword(user, 'member-pass');
    answerErrorOnce('put', '/account/security/pwd', 'AU1024', 'Password Is Too Weak');
    await fill(user, await screen.findByLabelText('New Password'), 'aaaaaaa');
    await fill(user, screen.getByLabelText('Repeat New Password'), 'aaaaaaa');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('[AU1024] Password Is Too Weak')).toBeVisible();
  });
});

describe("Security: 'resend verification email' (spec 02 §2, §8)", () => {
  it('is hidden while the e-mail is verified (1)', async () => {
    await openSettings('member', 3, 'Update Email');
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it('shows for an unverified e-mail (0) and resends it', async () => {
    await openSettings('unverified', 3, 'Update Email');
    expect(screen.getByText('Your email address is not verified')).toBeVisible();
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Email Verification Successfully Resent')).toBeVisible();
  });

  it('shows for a pending new e-mail (2), with the failure message when resending fails', async () => {
    await db.accounts.update(accountOf('member'), {
      data: (draft) => {
        draft.verified_email = 2;
        draft.pending_email = 'member.next@example.com';
      },
    });
    await openSettings('member', 3, 'Update Email');
    expect(screen.getByText('Your new email address is not verified yet')).toBeVisible();
    answerErrorOnce('post', '/account/email/verify', 'EX5000', 'Internal Server Error', 500);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(
      await screen.findByText(
        'An unknown error has occured while attempting to resend Verification Email. Try again later.',
      ),
    ).toBeVisible();
  });
});
