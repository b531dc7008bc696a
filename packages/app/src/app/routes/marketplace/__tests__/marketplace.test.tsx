import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentUrls } from '../../../../config/env';
import { FIRST_SCREEN_CARDS, RECENT_STRIP_SIZE } from '../../../../features/marketplace/constants';
import { renderApp } from '../../../../testing/render-app';
import { parameter } from '../../../../testing/contract';
import { recordRequests } from './support';

const searches = recordRequests('/marketplace/data/search');

/** The query of the latest search call, as sorted `key=value` pairs. */
function lastSearch(): string[] {
  const url = searches.at(-1);
  if (!url) throw new Error('no search call yet');
  return [...url.searchParams].map(([key, value]) => `${key}=${value}`).sort();
}

/** Resolves once the router's state is at `path` (whether or not React has rendered it). */
const routerReaches = (app: ReturnType<typeof renderApp>, path: string) =>
  new Promise<void>((resolve) => {
    if (app.location() === path) return resolve();
    const unsubscribe = app.router.subscribe(() => {
      if (app.location() !== path) return;
      unsubscribe();
      resolve();
    });
  });
const results = (app: ReturnType<typeof renderApp>) => app.findByRole('list', { name: 'Listings' });

describe('marketplace landing view', () => {
  it('shows the shortcuts, the 17 types and the Recently Released strip', async () => {
    const app = renderApp('/marketplace');
    expect(await app.findByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();

    const shortcuts = app.getByRole('navigation', { name: 'Marketplace shortcuts' });
    const hrefs = Object.fromEntries(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => [link.querySelector('span')?.textContent, link.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      'Featured Items': '/marketplace?list=2',
      Search: '/marketplace?list=0',
      New: '/marketplace?list=1',
      Trending: '/marketplace?list=3',
    });

    const types = app.getByRole('region', { name: 'View by Type' });
    expect(
      within(types)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Eyes',
      'Animations',
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
    expect(within(types).getByRole('link', { name: 'Misc' })).toHaveAttribute(
      'href',
      '/marketplace?list=0&category=17',
    );

    const recent = app.getByRole('region', { name: 'Recently Released' });
    const strip = await within(recent).findByRole('list', { name: 'Recently Released' });
    expect(strip).toBeVisible();
    // The strip is the first screen's largest paint: its pictures are fetched at once and first.
    const pictures = [...strip.querySelectorAll('img')];
    expect(pictures).toHaveLength(RECENT_STRIP_SIZE);
    for (const picture of pictures) expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(lastSearch()).toEqual(['list=1']);
    await userEvent.click(within(recent).getByRole('link', { name: 'View More' }));
    await waitFor(() => expect(app.location()).toBe('/marketplace?list=1'));
    expect(await app.findByRole('heading', { level: 1, name: 'Newly Released' })).toBeVisible();
  });
});

describe('marketplace results view', () => {
  it("fetches the first row's pictures at once and first, the others once near the screen", async () => {
    const app = renderApp('/marketplace?list=0');
    const cards = within(await results(app)).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(FIRST_SCREEN_CARDS);
    const pictures = cards.map((card) => card.querySelector('img')!);
    for (const picture of pictures.slice(0, FIRST_SCREEN_CARDS)) {
      expect(picture).toHaveAttribute('loading', 'eager');
      expect(picture).toHaveAttribute('fetchpriority', 'high');
    }
    for (const picture of pictures.slice(FIRST_SCREEN_CARDS)) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).not.toHaveAttribute('fetchpriority');
    }
  });

  it.each([
    ['?list=2', 'Featured'],
    ['?list=1', 'Newly Released'],
    ['?list=0', 'Search'],
    ['?list=3', 'Trending'],
    ['?officialOnly=true', 'Featured'],
    ['?list=2&category=5', 'Head'],
    ['?list=1&list=3', 'Custom'],
    ['?category=3&category=4', 'Custom'],
  ])('names %s "%s" in the breadcrumb', async (search, label) => {
    const app = renderApp(`/marketplace${search}`);
    const trail = await app.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    expect(within(trail).getByText(label)).toHaveAttribute('aria-current', 'page');
  });

  it('searches the default list (Featured) when the URL names none', async () => {
    const app = renderApp('/marketplace?uniquesOnly=true');
    await results(app);
    expect(lastSearch()).toEqual(['list=2', 'uniquesOnly=true']);
    expect(app.getByRole('checkbox', { name: 'Featured' })).toBeChecked();
  });

  it('rewrites the URL and reruns the search on every filter change', async () => {
    const user = userEvent.setup();
    const app = renderApp('/marketplace?list=2');
    await results(app);

    await user.click(app.getByRole('checkbox', { name: 'Trending' }));
    await waitFor(() => expect(app.location()).toBe('/marketplace?list=2&list=3'));
    await waitFor(() => expect(lastSearch()).toEqual(['list=2', 'list=3']));
    expect(app.getByText('Custom', { selector: '[aria-current]' })).toBeVisible();

    await user.click(app.getByRole('checkbox', { name: 'Featured' }));
    await user.click(app.getByRole('checkbox', { name: 'Hats' }));
    await user.click(app.getByRole('checkbox', { name: 'Shoes' }));
    await user.click(app.getByRole('checkbox', { name: 'Uniques Only' }));
    await user.click(app.getByRole('checkbox', { name: 'Official Only' }));
    await user.click(app.getByRole('checkbox', { name: 'Include Hidden' }));
    const expected =
      '/marketplace?list=3&category=3&category=16&officialOnly=true&uniquesOnly=true&includeHidden=true';
    await waitFor(() => expect(app.location()).toBe(expected));
    await waitFor(() =>
      expect(lastSearch()).toEqual([
        'category=16',
        'category=3',
        'includeHidden=true',
        'list=3',
        'officialOnly=true',
        'uniquesOnly=true',
      ]),
    );

    // Unticking the last list searches every listing rather than falling back to Featured.
    await user.click(app.getByRole('checkbox', { name: 'Trending' }));
    await waitFor(() => expect(app.location()).toMatch(/^\/marketplace\?list=0&category=3/));
  });

  it('offers only categories 3 to 17 in the filter panel', async () => {
    const app = renderApp('/marketplace?list=2');
    const panel = await app.findByRole('group', { name: 'Categories' });
    const names = within(panel)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent);
    expect(names).toHaveLength(15);
    expect(within(panel).queryByRole('checkbox', { name: 'Eyes' })).toBeNull();
    expect(within(panel).queryByRole('checkbox', { name: 'Animations' })).toBeNull();
    expect(within(panel).getByRole('checkbox', { name: 'Misc' })).toBeVisible();
  });

  it('sets the price with Free Only, Any Price and a MIN/MAX range (digits only)', async () => {
    const user = userEvent.setup();
    const app = renderApp('/marketplace?list=0');
    await results(app);

    await user.click(app.getByRole('button', { name: 'Free Only' }));
    await waitFor(() => expect(app.location()).toBe('/marketplace?list=0&pMin=0&pMax=0'));
    await waitFor(() => expect(lastSearch()).toEqual(['list=0', 'pMax=0', 'pMin=0']));
    expect(app.getByRole('button', { name: 'Free Only' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(app.getByRole('button', { name: 'Any Price' }));
    await waitFor(() => expect(app.location()).toBe('/marketplace?list=0'));
    await waitFor(() => expect(lastSearch()).toEqual(['list=0']));

    const min = app.getByRole('textbox', { name: 'MIN' });
    const max = app.getByRole('textbox', { name: 'MAX' });
    await user.type(min, '1a0-0.');
    await user.type(max, 'x5e00');
    expect(min).toHaveValue('100');
    expect(max).toHaveValue('500');
    await user.click(app.getByRole('button', { name: 'GO' }));
    await waitFor(() => expect(app.location()).toBe('/marketplace?list=0&pMin=100&pMax=500'));
    await waitFor(() => expect(lastSearch()).toEqual(['list=0', 'pMax=500', 'pMin=100']));
    const prices = (await results(app)).querySelectorAll('.marketplace-card__price');
    expect(prices.length).toBeGreaterThan(0);

    // One bound alone leaves the other side open.
    await user.clear(app.getByRole('textbox', { name: 'MAX' }));
    await user.click(app.getByRole('button', { name: 'GO' }));
    await waitFor(() => expect(app.location()).toBe('/marketplace?list=0&pMin=100'));
  });

  it('replaces only the previous term with a new text search, keeping the filters', async () => {
    const user = userEvent.setup();
    const app = renderApp('/marketplace?list=3&category=3&search=velvet');
    // Either outcome of the seeded search will do: wait for whichever shows, not for a timeout.
    await waitFor(() =>
      expect(
        app.queryByRole('list', { name: 'Listings' }) ?? app.queryByText('No Results Found'),
      ).not.toBeNull(),
    );
    const box = app.getByRole('searchbox', { name: 'Search the marketplace' });
    expect(box).toHaveValue('velvet');
    await user.clear(box);
    await user.type(box, 'hat{Enter}');
    await waitFor(() => expect(app.location()).toBe('/marketplace?list=3&category=3&search=hat'));
    await waitFor(() => expect(lastSearch()).toEqual(['category=3', 'list=3', 'search=hat']));
    expect(app.getByRole('checkbox', { name: 'Trending' })).toBeChecked();
  });

  // With no list in the URL the panel ticks the default (Featured, list=2): a search keeps it.
  it('keeps the default list the panel shows when searching', async () => {
    const user = userEvent.setup();
    const app = renderApp('/marketplace?category=3');
    const box = await app.findByRole('searchbox', { name: 'Search the marketplace' });
    expect(app.getByRole('checkbox', { name: 'Featured' })).toBeChecked();
    await user.type(box, 'hat{Enter}');
    await waitFor(() => expect(app.location()).toBe('/marketplace?category=3&search=hat'));
    await waitFor(() => expect(lastSearch()).toEqual(['category=3', 'list=2', 'search=hat']));
    expect(app.getByRole('checkbox', { name: 'Featured' })).toBeChecked();
  });

  it('limits the search term to the contract length, in characters', async () => {
    expect(parameter('get', '/marketplace/data/search', 'search').maxLength).toBe(64);
    const app = renderApp('/marketplace?list=0');
    const box = await app.findByRole('searchbox', { name: 'Search the marketplace' });
    fireEvent.change(box, { target: { value: '🎩'.repeat(65) } });
    expect(box).toHaveValue('🎩'.repeat(64));
  });

  it('restores each search on back and forward (the URL is the state)', async () => {
    const user = userEvent.setup();
    const app = renderApp('/marketplace?list=2');
    await results(app);
    await user.click(app.getByRole('checkbox', { name: 'Hats' }));
    await waitFor(() => expect(app.location()).toBe('/marketplace?list=2&category=3'));
    await user.click(app.getByRole('button', { name: 'Free Only' }));
    await waitFor(() =>
      expect(app.location()).toBe('/marketplace?list=2&category=3&pMin=0&pMax=0'),
    );

    await act(() => app.router.navigate(-1));
    await waitFor(() => expect(app.location()).toBe('/marketplace?list=2&category=3'));
    expect(app.getByRole('button', { name: 'Any Price' })).toHaveAttribute('aria-pressed', 'true');
    expect(app.getByRole('checkbox', { name: 'Hats' })).toBeChecked();
    expect(app.getByText('Hats', { selector: '[aria-current]' })).toBeVisible();

    await act(() => app.router.navigate(-1));
    await waitFor(() => expect(app.location()).toBe('/marketplace?list=2'));
    expect(app.getByRole('checkbox', { name: 'Hats' })).not.toBeChecked();
    expect(app.getByText('Featured', { selector: '[aria-current]' })).toBeVisible();

    searches.length = 0;
    await act(() => app.router.navigate(1));
    await waitFor(() => expect(app.location()).toBe('/marketplace?list=2&category=3'));
    expect(app.getByRole('checkbox', { name: 'Hats' })).toBeChecked();
    // Served from the cache or fetched again, the results are those of that search.
    const cards = await results(app);
    expect(within(cards).getAllByRole('link').length).toBeGreaterThan(0);
  });

  it("shows the URL's term after back and forward, even when React renders only the last of them", async () => {
    const user = userEvent.setup();
    const app = renderApp('/marketplace?list=0&pMin=0&pMax=0');
    await results(app);
    const search = app.getByRole('searchbox', { name: 'Search the marketplace' });
    await user.type(search, 'hat');
    // A slow device: the search and the Back that follows it reach React as one render.
    await act(async () => {
      fireEvent.submit(search.closest('form')!);
      await routerReaches(app, '/marketplace?list=0&pMin=0&pMax=0&search=hat');
      await app.router.navigate(-1);
    });
    expect(app.location()).toBe('/marketplace?list=0&pMin=0&pMax=0');
    expect(app.getByRole('searchbox', { name: 'Search the marketplace' })).toHaveValue('');

    await act(async () => {
      await app.router.navigate(1);
    });
    expect(app.location()).toBe('/marketplace?list=0&pMin=0&pMax=0&search=hat');
    expect(app.getByRole('searchbox', { name: 'Search the marketplace' })).toHaveValue('hat');
  });

  it('keeps an unsubmitted term while the filters change', async () => {
    const user = userEvent.setup();
    const app = renderApp('/marketplace?list=2');
    await results(app);
    await user.type(app.getByRole('searchbox', { name: 'Search the marketplace' }), 'velvet');
    await user.click(app.getByRole('button', { name: 'Free Only' }));
    await waitFor(() => expect(app.location()).toBe('/marketplace?list=2&pMin=0&pMax=0'));
    expect(app.getByRole('searchbox', { name: 'Search the marketplace' })).toHaveValue('velvet');
  });

  it('shows the restored bounds in MIN and MAX after going back', async () => {
    const app = renderApp('/marketplace?list=0&pMin=5&pMax=50');
    await results(app);
    expect(app.getByRole('textbox', { name: 'MIN' })).toHaveValue('5');
    await act(() => app.router.navigate('/marketplace?list=0&pMin=7'));
    await waitFor(() => expect(app.getByRole('textbox', { name: 'MIN' })).toHaveValue('7'));
    expect(app.getByRole('textbox', { name: 'MAX' })).toHaveValue('');
    await act(() => app.router.navigate(-1));
    await waitFor(() => expect(app.getByRole('textbox', { name: 'MAX' })).toHaveValue('50'));
  });

  it('says "No Results Found" when nothing matches', async () => {
    const app = renderApp('/marketplace?list=0&search=no-such-item-anywhere');
    expect(await app.findByRole('heading', { name: 'No Results Found' })).toBeVisible();
  });

  it('shows the query error text under the results', async () => {
    const app = renderApp(`/marketplace?list=0&search=${'x'.repeat(65)}`);
    expect(await app.findByRole('alert')).toHaveTextContent('[EX4001] Malformed Request');
  });

  it('pages through the results with links that keep the filters', async () => {
    const user = userEvent.setup();
    const app = renderApp('/marketplace?list=0');
    await results(app);
    const pages = app.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(app.location()).toBe('/marketplace?list=0&page=2'));
    await waitFor(() => expect(lastSearch()).toEqual(['list=0', 'page=2']));
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('links each card to its listing with its render, name and price', async () => {
    const app = renderApp('/marketplace?list=0&pMin=0&pMax=0');
    const cards = await results(app);
    const [first] = within(cards).getAllByRole('link');
    if (!first) throw new Error('no card');
    expect(first).toHaveAttribute('href', expect.stringMatching(/^\/marketplace\/\d+$/));
    expect(first.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(new RegExp(`^${contentUrls.itemRender('items/')}`)),
    );
    expect(within(first).getByText('Free')).toBeVisible();
    fireEvent.click(first);
    await waitFor(() => expect(app.location()).toMatch(/^\/marketplace\/\d+$/));
  });
});
