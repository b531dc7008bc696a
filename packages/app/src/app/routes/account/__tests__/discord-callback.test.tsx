import { SEEDED_CODES, db } from '@endless/mock-server/node';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsProvider } from '@endless/ui';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DiscordAuthorizeStandIn } from '../../../../features/connections/components/discord-authorize-stand-in';
import { persona, recordBodies, renderSignedIn } from './account-test-utils';

const CALLBACK = '/account/connections/discord/callback';
const memberConnection = () =>
  db.discordConnections.findFirst((q) => q.where({ account_id: persona('member').id }));

describe('/account/connections/discord/callback (spec 03 §2, §8)', () => {
  it('connects with the code: loader, then Success and that the page can be closed', async () => {
    const bodies = recordBodies('post', '/connections/discord/authorize');
    await renderSignedIn('member', `${CALLBACK}?code=${SEEDED_CODES.discord[0]}`);
    expect(await screen.findByText('Consulting the Forbidden Archives')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
    expect(screen.getByText(/is now connected to Endless/)).toBeVisible();
    expect(screen.getByText('You can close this page.')).toBeVisible();
    expect(bodies).toEqual([{ token: SEEDED_CODES.discord[0] }]);
    expect(memberConnection()?.state).toBe(1);
  });

  it('shows Failed for a refused code', async () => {
    await renderSignedIn('member', `${CALLBACK}?code=not-a-real-code`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed' })).toBeVisible();
    expect(screen.getByText('Something went wrong! Try again later.')).toBeVisible();
    expect(screen.getByText('You can close this page.')).toBeVisible();
  });

  it("without a code: 'No Connection Token Found' and back to the Connections tab", async () => {
    const bodies = recordBodies('post', '/connections/discord/authorize');
    const app = await renderSignedIn('member', `${CALLBACK}?error=access_denied`);
    expect(await screen.findByText('No Connection Token Found')).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/account/settings?d=1'));
    expect(bodies).toEqual([]);
  });
});

describe('chat-service authorize stand-in (in-browser mock only)', () => {
  function Callback() {
    const location = useLocation();
    return <p>callback {location.search}</p>;
  }

  function renderStandIn() {
    const redirect = new URL(CALLBACK, window.location.origin).href;
    const router = createMemoryRouter(
      [
        { path: '/__mock/discord/authorize', Component: DiscordAuthorizeStandIn },
        { path: CALLBACK, Component: Callback },
      ],
      {
        initialEntries: [`/__mock/discord/authorize?redirect_uri=${encodeURIComponent(redirect)}`],
      },
    );
    render(
      <NotificationsProvider>
        <RouterProvider router={router} />
      </NotificationsProvider>,
    );
    return router;
  }

  it('Authorize returns to the callback with a fresh one-time code from the mock', async () => {
    renderStandIn();
    expect(screen.getByRole('heading', { name: 'Authorize access to your account' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Authorize' }));
    const shown = await screen.findByText(/^callback \?code=discord-/);
    const code = new URLSearchParams(shown.textContent!.replace('callback ', '')).get('code')!;
    expect(db.discordCodes.findFirst((q) => q.where({ code }))).toMatchObject({ used: 0 });
  });

  it('Deny returns to the callback without a code', async () => {
    renderStandIn();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('callback ?error=access_denied')).toBeVisible();
  });
});
