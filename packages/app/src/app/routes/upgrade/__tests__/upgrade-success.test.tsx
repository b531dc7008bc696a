import { clock, db } from '@endless/mock-server/node';
import { act, configure, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { signInAs } from '../../../../testing/session';
import { persona } from '../../marketplace/__tests__/support';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

async function paidSession(owner: 'member' | 'backer', state: 'paid' | 'open' = 'paid') {
  const account = persona(owner);
  const id = `cs_mock_test${owner}${state}`;
  await db.checkoutSessions.create({
    id,
    account_id: account.id,
    product_id: 'bt3',
    type: 'pledges',
    product: 'The Developer (Tier III)',
    amount: 2500,
    email: `${owner}@endless.example`,
    created_at: clock.nowSeconds(),
    state,
    return_origin: null,
  });
  return id;
}

describe('upgrade success page', () => {
  it('shows the product, the total in USD, the e-mail and the upgrade id', async () => {
    const id = await paidSession('member');
    await signInAs(persona('member'));
    const app = renderApp(`/upgrade/success/${id}`);
    expect(await app.findByRole('heading', { level: 1, name: 'Upgrade Complete' })).toBeVisible();
    const value = (term: string) => app.getByText(term, { selector: 'dt' }).nextSibling;
    expect(value('Product')).toHaveTextContent('The Developer (Tier III)');
    expect(value('Total')).toHaveTextContent('$25.00');
    expect(value('E-mail')).toHaveTextContent('member@endless.example');
    expect(value('Upgrade ID')).toHaveTextContent(id);
  });

  it('announces the upgrade when a paid checkout returns here', async () => {
    const id = await paidSession('member');
    await signInAs(persona('member'));
    const app = renderApp(`/upgrade/success/${id}`);
    expect(
      await app.findByText(
        'Account Upgrade Successful. Please allow up to 10 minutes for changes to occur.',
      ),
    ).toBeVisible();
  });

  it('goes back to the previous page on 403 (another account’s session)', async () => {
    const id = await paidSession('backer');
    await signInAs(persona('member'));
    const app = renderApp('/marketplace');
    await app.findByRole('heading', { level: 1, name: 'Marketplace' });
    await act(() => app.router.navigate(`/upgrade/success/${id}`));
    await waitFor(() => expect(app.location()).toBe('/marketplace'));
  });

  it('goes to /upgrade on 403 when there is no previous page', async () => {
    const id = await paidSession('backer');
    await signInAs(persona('member'));
    const app = renderApp(`/upgrade/success/${id}`);
    await waitFor(() => expect(app.location()).toBe('/upgrade'));
  });

  it('explains an unknown session', async () => {
    await signInAs(persona('member'));
    const app = renderApp('/upgrade/success/cs_mock_nothing');
    expect(await app.findByText('[ST1003] Checkout Session Not Found')).toBeVisible();
    expect(app.getByRole('link', { name: 'Back to Upgrade' })).toHaveAttribute('href', '/upgrade');
  });

  it('sends /upgrade/success without an id to /upgrade', async () => {
    await signInAs(persona('member'));
    const app = renderApp('/upgrade/success');
    await waitFor(() => expect(app.location()).toBe('/upgrade'));
  });
});
