import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAccountCreated } from '../../../../features/account/components/general-tab';
import { db } from '@endless/mock-server/node';
import {
  answerErrorOnce,
  failNetworkOnce,
  openSettings,
  persona,
  recordBodies,
  renderSignedIn,
} from './account-test-utils';

afterEach(() => {
  vi.useRealTimers();
});

/** The value shown for a term of the account facts. */
function fact(term: string): HTMLElement | null {
  const found = screen.getAllByRole('term').find((element) => element.textContent === term);
  return (found?.nextElementSibling as HTMLElement | null) ?? null;
}

describe('/account/settings tabs (spec 02 §2)', () => {
  it('opens General by default and each tab from ?d', { timeout: 40_000 }, async () => {
    const app = await renderSignedIn('member', '/account/settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Settings' }),
    ).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'General', selected: true })).toBeVisible();

    const user = userEvent.setup();
    for (const [label, d, heading] of [
      ['Connections', 1, 'Connections'],
      ['Privacy', 2, 'Privacy'],
      ['Security', 3, 'Update Email'],
      ['Billing', 4, 'Billing'],
      ['General', 0, 'Account'],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: label }));
      await waitFor(() => expect(app.location()).toBe(`/account/settings?d=${d}`));
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
  });

  it('falls back to General for an unknown ?d', async () => {
    await renderSignedIn('member', '/account/settings?d=9');
    expect(await screen.findByRole('tab', { name: 'General', selected: true })).toBeVisible();
  });

  it('says viewing transactions is not available and to contact support (Billing)', async () => {
    await openSettings('member', 4, 'Billing');
    expect(
      screen.getByText('Viewing your transactions is not available at this time.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

describe('General tab (spec 02 §2, §3)', () => {
  it('shows id, creation date, username, obfuscated e-mail, backer tier and subscriber', async () => {
    await openSettings('backer', 0, 'Account');
    const account = db.accounts.findFirst((q) => q.where({ id: persona('backer').id }))!;
    expect(fact('Id')).toHaveTextContent(String(account.id));
    expect(fact('Account Created')).toHaveTextContent(formatAccountCreated(account.created_at));
    expect(fact('Username')).toHaveTextContent('backer');
    expect(fact('Email')).toHaveTextContent('ba****@ex*****.com');
    expect(fact('Backer Tier')).toHaveTextContent('The Subscriber - Tier 2');
    expect(fact('Subscriber')).toHaveTextContent('Active Subscription');
    expect(screen.getByRole('heading', { name: 'Site Themes' })).toBeVisible();
  });

  it('names tier 0 and no subscription', async () => {
    await openSettings('member', 0, 'Account');
    expect(fact('Backer Tier')).toHaveTextContent('No Backer Pledge');
    expect(fact('Subscriber')).toHaveTextContent('No Subscription');
  });

  it('shows the username pool suffix when the account has one', async () => {
    const account = db.accounts.findFirst((q) => q.where({ id: persona('member').id }))!;
    await db.accounts.update(account, { data: (draft) => void (draft.username_pool = 42) });
    await openSettings('member', 0, 'Account');
    expect(fact('Username')).toHaveTextContent('member#42');
  });

  it('counts the remaining characters of About (1500) and Signature (200)', async () => {
    await openSettings('member', 0, 'Account');
    const about = screen.getByRole('textbox', { name: 'About' });
    const signature = screen.getByRole('textbox', { name: 'Signature' });
    const user = userEvent.setup();
    await user.clear(signature);
    await user.type(signature, 'abc');
    expect(screen.getByText('197 characters remaining')).toBeVisible();
    expect(about).toHaveAccessibleDescription(/characters remaining/);
  });

  it('counts About and Signature in characters (code points), as the contract does', async () => {
    await openSettings('member', 0, 'Account');
    const about = screen.getByRole('textbox', { name: 'About' });
    const signature = screen.getByRole('textbox', { name: 'Signature' });
    // 300 emoji are 600 UTF-16 units but 300 of About's 1500 characters.
    fireEvent.change(about, { target: { value: '😀'.repeat(300) } });
    expect(about).toHaveValue('😀'.repeat(300));
    expect(screen.getByText('1,200 characters remaining')).toBeVisible();
    // Typing stops at the limit: a 201-character paste keeps 200.
    fireEvent.change(signature, { target: { value: '😀'.repeat(201) } });
    expect(signature).toHaveValue('😀'.repeat(200));
    expect(screen.getByText('0 characters remaining')).toBeVisible();
    // Both save, and the mock (judging by the contract) takes them.
    expect(await screen.findByText('Updated About', {}, { timeout: 3000 })).toBeVisible();
    expect(await screen.findByText('Updated Signature', {}, { timeout: 3000 })).toBeVisible();
  });
});

describe('About and signature autosave (spec 02 §4)', () => {
  async function typeInto(name: 'About' | 'Signature', text: string) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openSettings('member', 0, 'Account');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const field = screen.getByRole('textbox', { name });
    await user.clear(field);
    await user.type(field, text);
    return { user, field };
  }

  it('saves after typing stops: Updating…, Updated, cleared after 10 s', async () => {
    const bodies = recordBodies('put', '/account/about');
    await typeInto('About', 'Island builder');
    expect(screen.queryByText('Updating About...')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(900));
    expect(bodies).toEqual([]);

    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('Updating About...')).toBeVisible();
    expect(await screen.findByText('Updated About')).toBeVisible();
    expect(bodies).toEqual([{ content: 'Island builder' }]);
    expect(db.accounts.findFirst((q) => q.where({ id: 1 }))!.about).toBe('Island builder');

    act(() => vi.advanceTimersByTime(9_900));
    expect(screen.getByText('Updated About')).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Updated About')).not.toBeInTheDocument();
  });

  it('clears the message on the next keypress', async () => {
    const { user, field } = await typeInto('Signature', 'See you');
    act(() => vi.advanceTimersByTime(1000));
    expect(await screen.findByText('Updated Signature')).toBeVisible();
    await user.type(field, '!');
    expect(screen.queryByText('Updated Signature')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(await screen.findByText('Updated Signature')).toBeVisible();
    expect(db.accounts.findFirst((q) => q.where({ id: 1 }))!.signature).toBe('See you!');
  });

  it('shows [code] text from a failed save, cleared by the next keypress', async () => {
    answerErrorOnce('put', '/account/about', 'AC1001', 'Content Is Too Long');
    const { user, field } = await typeInto('About', 'Too long, says the server');
    act(() => vi.advanceTimersByTime(1000));
    expect(await screen.findByText('[AC1001] Content Is Too Long')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, '.');
    expect(screen.queryByText('[AC1001] Content Is Too Long')).not.toBeInTheDocument();
  });

  it("shows 'An Unknown Error Occured. Try again later.' when the answer has no body", async () => {
    failNetworkOnce('put', '/account/signature');
    await typeInto('Signature', 'Offline');
    act(() => vi.advanceTimersByTime(1000));
    expect(await screen.findByText('An Unknown Error Occured. Try again later.')).toBeVisible();
  });
});
