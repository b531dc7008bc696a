import { db, server } from '@endless/mock-server/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { discordConnectUrl } from '../../../../features/connections/lib/connect-url';
import { answerErrorOnce, openSettings, persona, renderSignedIn } from './account-test-utils';

const row = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
const connectionOf = (name: 'backer' | 'member') =>
  db.discordConnections.findFirst((q) => q.where({ account_id: persona(name).id }));

describe('Connections tab (spec 02 §2, §4)', () => {
  it('offers to try again instead of spinning when the settings do not load', async () => {
    server.use(http.get('*/account/data/settings', () => HttpResponse.error()));
    await renderSignedIn('member', '/account/settings?d=1');
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Settings unavailable' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it.each(['Twitter', 'Twitch', 'Youtube', 'GitHub', 'BitBucket'])(
    "shows %s as 'Not Connected' and 'Not Available'",
    async (service) => {
      await openSettings('member', 1, 'Connections');
      expect(within(row(service)).getByText('Not Connected')).toBeVisible();
      expect(within(row(service)).getByText('Not Available')).toBeVisible();
    },
  );

  it('opens the authorize address in a new window when not connected', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      await openSettings('member', 1, 'Connections');
      const discord = within(row('Discord'));
      expect(discord.getByText('Not Connected')).toBeVisible();
      await userEvent.setup().click(discord.getByRole('button', { name: 'Connect' }));
      expect(open).toHaveBeenCalledWith(discordConnectUrl(), '_blank', 'noopener');
      // Tests run without the in-browser mock: the configured OAuth link with both scopes.
      const url = new URL(discordConnectUrl());
      expect(url.searchParams.get('scope')).toBe('identify guilds.join');
      expect(url.searchParams.get('redirect_uri')).toBe(
        `${window.location.origin}/account/connections/discord/callback`,
      );
    } finally {
      open.mockRestore();
    }
  });

  it("revokes from Manage: 'Not Connected' and 'Discord Connection Removed'", async () => {
    await openSettings('backer', 1, 'Connections');
    const user = userEvent.setup();
    expect(within(row('Discord')).getByText('backer#2021')).toBeVisible();
    await user.click(within(row('Discord')).getByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Discord Connection' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Discord Connection Removed')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(row('Discord')).getByText('Not Connected')).toBeVisible();
    expect(within(row('Discord')).getByRole('button', { name: 'Connect' })).toBeVisible();
    expect(connectionOf('backer')?.state).toBe(0);
  });

  it("refreshes the username: 'Discord Connection Refreshed'", async () => {
    await openSettings('backer', 1, 'Connections');
    await db.discordConnections.update(connectionOf('backer')!, {
      data: (draft) => void (draft.username = 'backer#9999'),
    });
    const user = userEvent.setup();
    await user.click(within(row('Discord')).getByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Discord Connection' });
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Discord Connection Refreshed')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row('Discord')).getByText('backer#9999')).toBeVisible();
  });

  it('toasts the documented failures of revoke and refresh', async () => {
    await openSettings('backer', 1, 'Connections');
    const user = userEvent.setup();
    await user.click(within(row('Discord')).getByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Discord Connection' });

    answerErrorOnce('post', '/connections/discord/revoke', 'EX5000', 'Internal Server Error', 500);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(
      await screen.findByText(
        'An error occured while attempting to revoke the connection. Try again later',
      ),
    ).toBeVisible();

    answerErrorOnce(
      'post',
      '/connections/discord/refresh',
      'CN1002',
      'Chat Service Not Connected',
      409,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByText(
        'An error occured while attempting to refresh the connection. Try again later',
      ),
    ).toBeVisible();
    expect(connectionOf('backer')?.state).toBe(1);
  });
});
