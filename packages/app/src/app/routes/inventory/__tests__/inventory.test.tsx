import { PERSONAS } from '@endless/mock-server/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INVENTORY_CATEGORIES } from '../../../../features/inventory/constants';
import { apiClient } from '../../../../lib/api/client';
import { parameter } from '../../../../testing/contract';
import { renderApp } from '../../../../testing/render-app';
import { signInAs } from '../../../../testing/session';

const persona = (username: string) => {
  const found = PERSONAS.find((p) => p.username === username);
  if (!found) throw new Error(`no persona ${username}`);
  return found;
};

async function renderInventory(username: string, path = '/inventory') {
  await signInAs(persona(username));
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Your Inventory' }, { timeout: 8000 });
  return view;
}

const items = () => screen.findByRole('list', { name: 'Items' }, { timeout: 5000 });

describe('inventory', { timeout: 30_000 }, () => {
  it('offers All then the marketplace categories Hats to Misc, as the contract lists them', async () => {
    await renderInventory('member');
    const tabs = within(screen.getByRole('tablist', { name: 'Inventory categories' }))
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'All',
      'Hats',
      'Hair',
      'Head',
      'Glasses',
      'Face',
      'Neck',
      'Back',
      'Jackets',
      'Shirts',
      'Wrist',
      'Hands',
      'Waist',
      'Pants',
      'Shoes',
      'Misc',
    ]);
    expect(INVENTORY_CATEGORIES.map((c) => c.value)).toEqual(
      parameter('get', '/character/data/inventory', 'category').enum,
    );
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a page of 8 item cards by render and name, and pages with ?page', async () => {
    const user = userEvent.setup();
    const view = await renderInventory('member');
    const { data } = await apiClient.GET('/character/data/inventory', {
      params: { query: { category: 0, page: 2 } },
    });
    if (!data) throw new Error('no inventory');
    const first = within(await items()).getAllByRole('listitem');
    expect(first).toHaveLength(8);
    expect(screen.getByText(`${data.paging.total_elements} items`)).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Inventory pages' });
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(view.location()).toBe('/inventory?page=2'));
    const second = data.results[0]!;
    const card = (await screen.findByText(second.listing_name, {}, { timeout: 5000 })).closest(
      'li',
    );
    expect(card?.querySelector('img')?.getAttribute('src')).toContain(second.render_path);
  });

  it('switches category through the tabs and starts at page 1', async () => {
    const user = userEvent.setup();
    const view = await renderInventory('member', '/inventory?page=2');
    await items();
    await user.click(screen.getByRole('tab', { name: 'Hats' }));
    await waitFor(() => expect(view.location()).toBe('/inventory?category=3'));
    const { data } = await apiClient.GET('/character/data/inventory', {
      params: { query: { category: 3 } },
    });
    const hat = data?.results[0];
    if (!hat) throw new Error('member owns hats');
    expect(await screen.findByText(hat.listing_name, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await items()).getAllByRole('listitem')).toHaveLength(data.results.length),
    );
    expect(screen.getByRole('tab', { name: 'Hats' })).toHaveAttribute('aria-selected', 'true');
  });

  it('points an empty inventory to the marketplace', async () => {
    await renderInventory('child');
    expect(
      await screen.findByRole('heading', { name: 'Your inventory is empty' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'Marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    expect(within(panel).getByRole('link', { name: 'Browse the Marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  });
});
