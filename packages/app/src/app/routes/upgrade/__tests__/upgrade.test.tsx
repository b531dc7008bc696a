import { db, server } from '@endless/mock-server/node';
import { configure, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutProvider } from '../../../../features/upgrade/checkout';
import { PLEDGES } from '../../../../features/upgrade/constants';
import { responseField } from '../../../../testing/contract';
import { renderApp } from '../../../../testing/render-app';
import { signInAs } from '../../../../testing/session';
import { persona } from '../../marketplace/__tests__/support';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const TIERS = [
  'The Supporter (Tier I)',
  'The Subscriber (Tier II)',
  'The Developer (Tier III)',
  'The Director (Tier IV)',
];

async function openUpgrade(path = '/upgrade') {
  const app = renderApp(path);
  await app.findByRole('heading', { level: 2, name: 'Nodes' });
  return app;
}

/** The Backer Pledges section once its prices are in (it is drawn, busy, while they load). */
function loadedPledges(app: ReturnType<typeof renderApp>) {
  return waitFor(() => {
    const pledges = app.getByRole('region', { name: 'Backer Pledges' });
    expect(pledges).not.toHaveAttribute('aria-busy');
    return pledges;
  });
}

const pledgeNames = (app: ReturnType<typeof renderApp>) =>
  within(app.getByRole('region', { name: 'Backer Pledges' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('upgrade page', () => {
  it('shows every pledge with its USD price and perks to a visitor, the packs and the notices', async () => {
    const app = await openUpgrade();
    const pledges = await loadedPledges(app);
    expect(pledgeNames(app).filter((name) => TIERS.includes(name ?? ''))).toEqual(TIERS);
    for (const [price, perks] of [
      ['$6.00', '1 month subscription and 2,500 nodes'],
      ['$12.00', '1 month and 5,000 nodes'],
      ['$25.00', '2 months and 7,500 nodes'],
      ['$50.00', '3 months and 10,000 nodes'],
    ]) {
      expect(within(pledges).getByText(price ?? '')).toBeVisible();
      expect(within(pledges).getByText(perks ?? '')).toBeVisible();
    }
    for (const perk of [
      'Backer icon',
      'Forum flair',
      'Exclusive items',
      'Cape',
      'Chat-server perks',
      'Glowing purple eyes',
      'Eyeless character',
    ]) {
      expect(within(pledges).getByText(perk)).toBeVisible();
    }

    const nodes = app.getByRole('region', { name: 'Nodes' });
    for (const [name, price] of [
      ['1,000 Nodes', '$10.00'],
      ['2,000 Nodes', '$20.00'],
      ['2,500 Nodes', '$25.00'],
      ['5,000 Nodes', '$50.00'],
      ['10,000 Nodes', '$100.00'],
    ]) {
      expect(within(nodes).getByRole('heading', { name })).toBeVisible();
      expect(within(nodes).getByText(price ?? '')).toBeVisible();
    }

    const notices = app.getByRole('region', { name: 'Before you buy' });
    for (const notice of [
      'Buyers must be 18 or older.',
      'Nodes are non-refundable, non-transferable and have no cash value.',
      'Pledges are a one-time purchase per account.',
      'All transactions are in USD.',
      'Subscriptions renew monthly, bi-annually or annually and can be cancelled in user settings under billing.',
      'Upgrade changes may take up to 10 minutes.',
    ]) {
      expect(within(notices).getByText(notice)).toBeVisible();
    }
  });

  it('uses the prices the server sends', async () => {
    server.use(
      http.get('*/stripe/pledges', () =>
        HttpResponse.json({
          status: 200,
          current_tier: 0,
          prices: { bt1: 799, bt2: 1200, bt3: 2500, bt4: 123456 },
        }),
      ),
    );
    const app = await openUpgrade();
    const pledges = await loadedPledges(app);
    expect(within(pledges).getByText('$7.99')).toBeVisible();
    expect(within(pledges).getByText('$1,234.56')).toBeVisible();
  });

  // Spec 03 §3, §9: the default prices stand until the server's come.
  it('shows the default prices while the prices load, and a pledge can be chosen', async () => {
    server.use(http.get('*/stripe/pledges', () => new Promise<never>(() => {})));
    const open = vi.spyOn(checkoutProvider, 'open').mockImplementation(() => {});
    await signInAs(persona('member'));
    const user = userEvent.setup();
    const app = await openUpgrade();
    const pledges = app.getByRole('region', { name: 'Backer Pledges' });
    expect(pledges).toHaveAttribute('aria-busy', 'true');
    expect(within(pledges).getByRole('status')).toHaveTextContent('Loading prices');
    expect(pledgeNames(app).filter((name) => TIERS.includes(name ?? ''))).toEqual(TIERS);
    for (const [tier, price] of [
      ['The Supporter (Tier I)', '$6.00'],
      ['The Subscriber (Tier II)', '$12.00'],
      ['The Developer (Tier III)', '$25.00'],
      ['The Director (Tier IV)', '$50.00'],
    ] as const) {
      expect(app.getByRole('button', { name: `Pledge ${tier}` })).toBeEnabled();
      expect(within(pledges).getByText(price)).toBeVisible();
    }
    await user.click(app.getByRole('button', { name: 'Pledge The Developer (Tier III)' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  });

  it('keeps the default prices, not an error, when the prices fail to load', async () => {
    server.use(
      http.get('*/stripe/pledges', () =>
        HttpResponse.json(
          { status: 500, error_code: 'EX5000', error_code_text: 'Internal Server Error' },
          { status: 500 },
        ),
      ),
    );
    const app = await openUpgrade();
    const pledgesQuery = () =>
      app.queryClient.getQueryCache().find({ queryKey: ['get', '/stripe/pledges'] });
    await waitFor(() => expect(pledgesQuery()?.state.status).toBe('error'));
    const pledges = await loadedPledges(app);
    expect(pledgeNames(app).filter((name) => TIERS.includes(name ?? ''))).toEqual(TIERS);
    for (const price of ['$6.00', '$12.00', '$25.00', '$50.00']) {
      expect(within(pledges).getByText(price)).toBeVisible();
    }
    expect(app.getByRole('button', { name: 'Pledge The Supporter (Tier I)' })).toBeEnabled();
    expect(app.queryByText('Internal Server Error', { exact: false })).toBeNull();
  });

  it('holds the default prices equal to the contract (spec 03 §9: 600, 1200, 2500, 5000)', () => {
    expect(responseField('get', '/stripe/pledges', 'prices')['x-default-prices']).toEqual({
      bt1: 600,
      bt2: 1200,
      bt3: 2500,
      bt4: 5000,
    });
    expect(Object.fromEntries(PLEDGES.map((pledge) => [pledge.id, pledge.defaultCents]))).toEqual({
      bt1: 600,
      bt2: 1200,
      bt3: 2500,
      bt4: 5000,
    });
  });

  it("leaves out the account's own tiers while the prices load (backer is tier 2)", async () => {
    server.use(http.get('*/stripe/pledges', () => new Promise<never>(() => {})));
    await signInAs(persona('backer'));
    const app = await openUpgrade();
    expect(app.getByRole('region', { name: 'Backer Pledges' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(pledgeNames(app).filter((name) => TIERS.includes(name ?? ''))).toEqual([
      'The Developer (Tier III)',
      'The Director (Tier IV)',
    ]);
  });

  it('hides the tiers at or below the current one (backer is tier 2)', async () => {
    await signInAs(persona('backer'));
    const app = await openUpgrade();
    await loadedPledges(app);
    expect(pledgeNames(app).filter((name) => TIERS.includes(name ?? ''))).toEqual([
      'The Developer (Tier III)',
      'The Director (Tier IV)',
    ]);
  });

  it('has no Backer Pledges section at tier 4', async () => {
    const backer = persona('backer');
    await db.accounts.update((q) => q.where({ id: backer.id }), {
      data: (draft) => void (draft.backer = 4),
    });
    await signInAs(backer);
    const app = await openUpgrade();
    // Neither while the prices load (the account says tier 4) nor once they are in.
    expect(app.queryByRole('region', { name: 'Backer Pledges' })).toBeNull();
    const pledgesQuery = () =>
      app.queryClient.getQueryCache().find({ queryKey: ['get', '/stripe/pledges'] });
    await waitFor(() => expect(pledgesQuery()?.state.status).toBe('success'));
    expect(app.queryByRole('region', { name: 'Backer Pledges' })).toBeNull();
    expect(app.getByRole('region', { name: 'Nodes' })).toBeVisible();
  });

  it('announces a successful upgrade (?success)', async () => {
    const app = await openUpgrade('/upgrade?success=1');
    expect(
      await app.findByText(
        'Account Upgrade Successful. Please allow up to 10 minutes for changes to occur.',
      ),
    ).toBeVisible();
  });

  it('announces a failed upgrade (?f)', async () => {
    const app = await openUpgrade('/upgrade?f=1');
    expect(await app.findByText('User Upgrade Failed')).toBeVisible();
  });

  it('sends a guest who chooses a product to login with a way back', async () => {
    const user = userEvent.setup();
    const app = await openUpgrade();
    await user.click(app.getByRole('button', { name: 'Buy 1,000 Nodes' }));
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fupgrade'));
  });

  it.each([
    ['nodes', 'Buy 5,000 Nodes', { id: 'n5000', type: 'nodes' }],
    ['a pledge', 'Pledge The Developer (Tier III)', { id: 'bt3', type: 'pledges' }],
  ])('creates a session for %s and opens its checkout', async (_, button, body) => {
    const user = userEvent.setup();
    const open = vi.spyOn(checkoutProvider, 'open').mockImplementation(() => {});
    await signInAs(persona('backer'));
    const app = await openUpgrade();
    await user.click(await app.findByRole('button', { name: button }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [session] = open.mock.calls[0] ?? [];
    const stored = db.checkoutSessions.findFirst((q) => q.where({ id: session?.id ?? '' }));
    expect(stored).toMatchObject({ product_id: body.id, type: body.type, state: 'open' });
    expect(session?.url).toMatch(/\/__mock\/checkout\/cs_mock_/);
  });

  it("shows the server's response_error_text when the session is refused", async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/stripe/session', () =>
        HttpResponse.json(
          {
            status: 409,
            response_error: 'ST1002',
            response_error_text: 'Pledge Tier Not Available',
          },
          { status: 409 },
        ),
      ),
    );
    await signInAs(persona('member'));
    const app = await openUpgrade();
    await user.click(await app.findByRole('button', { name: 'Pledge The Supporter (Tier I)' }));
    expect(await app.findByText('Pledge Tier Not Available')).toBeVisible();
    expect(app.location()).toBe('/upgrade');
  });

  it.each([
    [
      'a server error',
      () =>
        HttpResponse.json(
          { status: 500, error_code: 'EX5000', error_code_text: 'Internal Server Error' },
          { status: 500 },
        ),
    ],
    ['no answer', () => HttpResponse.error()],
  ])('shows the generic upgrade error on %s', async (_, reply) => {
    const user = userEvent.setup();
    server.use(http.post('*/stripe/session', reply));
    await signInAs(persona('member'));
    const app = await openUpgrade();
    await user.click(await app.findByRole('button', { name: 'Buy 1,000 Nodes' }));
    expect(
      await app.findByText('An Error Occured Attempting Account Upgrade; Try again later'),
    ).toBeVisible();
  });
});
