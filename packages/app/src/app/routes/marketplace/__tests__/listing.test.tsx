import { clock, db, server } from '@endless/mock-server/node';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLayoutEffect } from 'react';
import { AppProviders } from '../../../providers';
import { ListingCard } from '../../../../features/marketplace/components/listing-card';
import { ListingDetail } from '../../../../features/marketplace/components/listing-detail';
import type { Listing } from '../../../../features/marketplace/constants';
import { apiClient } from '../../../../lib/api/client';
import { createQueryClient } from '../../../../lib/query-client';
import { renderApp } from '../../../../testing/render-app';
import { signInAs } from '../../../../testing/session';
import {
  buyableByMember,
  findListing,
  memberId,
  ownedBy,
  persona,
  updateListing,
  type StoredListing,
} from './support';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const account = (id: number) => db.accounts.findFirst((q) => q.where({ id }));

async function openListing(listing: StoredListing) {
  const app = renderApp(`/marketplace/${listing.id}`);
  await app.findByRole('heading', { level: 1, name: listing.listing_name });
  return app;
}

/** Purchase → wait out the 500 ms → Confirm. */
async function buy(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Purchase' }));
  const dialog = await screen.findByRole('alertdialog');
  const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
  await waitFor(() => expect(confirm).toBeEnabled());
  await user.click(confirm);
}

describe('listing detail', () => {
  it('shows the listing, its dates, its creator and the breadcrumb back to its type', async () => {
    const listing = findListing(
      (l) => l.listing_official === 0 && l.updated_at !== null && l.listing_forsale === 1,
    );
    const creator = account(listing.created_by);
    const app = await openListing(listing);

    expect(app.getByRole('img', { name: listing.listing_name })).toBeVisible();
    expect(app.getByText(listing.listing_desc)).toBeVisible();
    const facts = app.getByText('Type').closest('dl') as HTMLElement;
    expect(within(facts).getByText('Type').nextSibling).toHaveTextContent(
      [
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
      ][listing.listing_type - 1] ?? '',
    );
    expect(within(facts).getByText('Created')).toBeVisible();
    expect(within(facts).getByText('Updated')).toBeVisible();
    const creatorLink = within(facts).getByRole('link', { name: creator?.username });
    expect(creatorLink).toHaveAttribute('href', `/user/${listing.created_by}`);

    const trail = app.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('link')[1]).toHaveAttribute(
      'href',
      `/marketplace?list=2&category=${listing.listing_type}`,
    );
  });

  it('shows Endless as the creator of official items and hides a missing updated date', async () => {
    const listing = findListing((l) => l.listing_official === 1 && l.updated_at === null);
    const app = await openListing(listing);
    const facts = app.getByText('Creator').closest('dl') as HTMLElement;
    expect(within(facts).getByText('Endless')).toBeVisible();
    expect(within(facts).queryByRole('link')).toBeNull();
    expect(within(facts).queryByText('Updated')).toBeNull();
  });

  it('logs a listing that fails to load and goes to the marketplace', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const app = renderApp('/marketplace/999999');
    await waitFor(() => expect(app.location()).toBe('/marketplace'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[MP1001]'), 'Listing Not Found');
  });

  it('sends a non-numeric id to the marketplace', async () => {
    const app = renderApp('/marketplace/hat');
    await waitFor(() => expect(app.location()).toBe('/marketplace'));
  });

  it('lists suggestions of the same type', async () => {
    const listing = findListing((l) => l.listing_forsale === 1);
    const app = await openListing(listing);
    const suggested = await app.findByRole('list', { name: 'Suggested' });
    expect(within(suggested).getAllByRole('link').length).toBeGreaterThan(0);
  });

  it('says "Nothing to suggest" when there are no suggestions', async () => {
    server.use(
      http.get('*/marketplace/data/suggestions', () =>
        HttpResponse.json({ status: 200, listings: [] }),
      ),
    );
    const app = await openListing(findListing((l) => l.listing_forsale === 1));
    expect(await app.findByText('Nothing to suggest')).toBeVisible();
  });

  it('says the suggestions failed when they cannot be read', async () => {
    server.use(
      http.get('*/marketplace/data/suggestions', () =>
        HttpResponse.json(
          { status: 500, error_code: 'EX5000', error_code_text: 'Internal Server Error' },
          { status: 500 },
        ),
      ),
    );
    const app = await openListing(findListing((l) => l.listing_forsale === 1));
    expect(await app.findByText('Errored Attemting to Retrieve Suggestions')).toBeVisible();
  });
});

describe('listing sale countdown', () => {
  it('flips to "Sale Time Expired" and disables purchase when the sale ends', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const listing = findListing(buyableByMember);
    await updateListing(listing.id, (draft) => {
      draft.forsale_expire = clock.nowSeconds() + 3;
    });
    await signInAs(persona('member'));
    const app = await openListing(listing);
    expect(app.getByRole('timer')).toHaveAccessibleName('3 seconds');
    expect(app.getByRole('button', { name: 'Purchase' })).toBeEnabled();

    act(() => vi.advanceTimersByTime(1000));
    expect(app.getByRole('timer')).toHaveAccessibleName('2 seconds');
    act(() => vi.advanceTimersByTime(2000));
    expect(app.getByText('Sale Time Expired')).toBeVisible();
    // Only the expiry, not "Sale ends in Sale Time Expired".
    expect(app.getByText('Sale Time Expired').parentElement).toHaveTextContent(
      /^Sale Time Expired$/,
    );
    expect(app.queryByRole('timer')).toBeNull();
    expect(app.getByRole('button', { name: 'Not For Sale' })).toBeDisabled();
    expect(app.queryByRole('button', { name: 'Purchase' })).toBeNull();
  });
});

describe('listing whose sale ended before the page opened (spec 03 §4)', () => {
  it('reads "Sale Time Expired" alone from the first paint, with purchase off', async () => {
    const listing = findListing(buyableByMember);
    await updateListing(listing.id, (draft) => {
      draft.forsale_expire = clock.nowSeconds() - 60;
    });
    const { data: detail } = await apiClient.GET('/marketplace/data/listing', {
      params: { query: { listing_id: listing.id } },
    });
    // Layout effects run on the first commit, before any passive effect can change it.
    let firstPaint = '';
    function FirstPaint() {
      useLayoutEffect(() => {
        firstPaint = document.querySelector('.marketplace-detail__buy')?.textContent ?? '';
      }, []);
      return null;
    }
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <ListingDetail detail={detail!} />
          <FirstPaint />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(firstPaint).toContain('Sale Time Expired');
    expect(firstPaint).not.toContain('Sale ends in');
    expect(firstPaint).toContain('Not For Sale');
    expect(screen.getByRole('button', { name: 'Not For Sale' })).toBeDisabled();
  });
});

describe('purchase', () => {
  it('sends a guest to login with a way back', async () => {
    const user = userEvent.setup();
    const listing = findListing(buyableByMember);
    const app = await openListing(listing);
    await user.click(app.getByRole('button', { name: 'Purchase' }));
    await waitFor(() =>
      expect(app.location()).toBe(
        `/login?redirect=${encodeURIComponent(`/marketplace/${listing.id}`)}`,
      ),
    );
  });

  it('enables Confirm 500 ms after the confirmation opens; Nevermind closes it', async () => {
    await signInAs(persona('member'));
    const app = await openListing(findListing(buyableByMember));
    // Only the dialog's own timers are faked, once the page has loaded.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => fireEvent.click(app.getByRole('button', { name: 'Purchase' })));
    const dialog = app.getByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    act(() => vi.advanceTimersByTime(499));
    expect(confirm).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(confirm).toBeEnabled();

    vi.useRealTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nevermind' }));
    await waitFor(() => expect(app.queryByRole('alertdialog')).toBeNull());
    expect(app.getByRole('button', { name: 'Purchase' })).toBeEnabled();
  });

  it('buys the item: Owned, the nodes taken and the item owned', async () => {
    const user = userEvent.setup();
    const listing = findListing(buyableByMember);
    await signInAs(persona('member'));
    const app = await openListing(listing);
    const before = account(memberId())?.nodes ?? 0;
    await buy(user);
    expect(await app.findByRole('button', { name: 'Owned' })).toBeDisabled();
    expect(app.queryByRole('alertdialog')).toBeNull();
    expect(account(memberId())?.nodes).toBe(before - listing.listing_cost);
    expect(ownedBy(memberId(), listing.id)).toBe(true);
  });

  it('shows Owned for an item the account already has', async () => {
    const owned = db.ownerships.findFirst((q) => q.where({ account_id: memberId() }));
    const listing = findListing((l) => l.id === owned?.listing_id);
    await signInAs(persona('member'));
    const app = await openListing(listing);
    expect(app.getByRole('button', { name: 'Owned' })).toBeDisabled();
  });

  it('labels an item that is not for sale Not For Sale', async () => {
    const listing = findListing((l) => l.listing_forsale === 0);
    const app = await openListing(listing);
    expect(app.getByRole('button', { name: 'Not For Sale' })).toBeDisabled();
    expect(app.getByText('N/A')).toBeVisible();
  });

  // Each state changes on the server after the page loaded, so the server refuses the purchase.
  it.each([
    [
      'MP1001',
      'Listing Not Found',
      (l: StoredListing) => db.listings.delete((q) => q.where({ id: l.id })),
    ],
    [
      'MP1002',
      'Listing Not For Sale',
      (l: StoredListing) => updateListing(l.id, (d) => void (d.listing_forsale = 0)),
    ],
    [
      'MP1003',
      'Sale Time Expired',
      (l: StoredListing) =>
        updateListing(l.id, (d) => void (d.forsale_expire = clock.nowSeconds() - 1)),
    ],
    [
      'MP1004',
      'Listing Already Owned',
      (l: StoredListing) =>
        db.ownerships.create({
          id: Math.max(...db.ownerships.all().map((o) => o.id)) + 1,
          account_id: memberId(),
          listing_id: l.id,
          uuid: l.uuid,
          acquired_at: clock.nowSeconds(),
        }),
    ],
    [
      'MP1005',
      'Not Enough Nodes',
      () =>
        db.accounts.update((q) => q.where({ id: memberId() }), { data: (d) => void (d.nodes = 0) }),
    ],
    [
      'MP1006',
      'Sold Out',
      (l: StoredListing) =>
        updateListing(l.id, (d) => {
          d.listing_unique = 1;
          d.unique_qty = 0;
        }),
    ],
  ])('shows %s, closes the confirmation and re-enables Purchase', async (code, text, change) => {
    const user = userEvent.setup();
    const listing = findListing(buyableByMember);
    await signInAs(persona('member'));
    const app = await openListing(listing);
    await change(listing);
    await buy(user);
    expect(await app.findByRole('alert')).toHaveTextContent(`[${code}] ${text}`);
    expect(app.queryByRole('alertdialog')).toBeNull();
    expect(app.getByRole('button', { name: 'Purchase' })).toBeEnabled();
  });

  it('shows the unknown-error text when the purchase gets no answer', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/marketplace/purchase', () => HttpResponse.error()));
    await signInAs(persona('member'));
    const app = await openListing(findListing(buyableByMember));
    await buy(user);
    expect(await app.findByRole('alert')).toHaveTextContent(
      'An Unknown Error Has Occured. Try Again Later.',
    );
    expect(app.getByRole('button', { name: 'Purchase' })).toBeEnabled();
  });
});

describe('listing card', () => {
  const base: Listing = {
    id: 1,
    uuid: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    pa_uuid: '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
    listing_type: 3,
    listing_name: 'Top Hat',
    listing_desc: '',
    listing_cost: 1250,
    listing_forsale: 1,
    forsale_expire: null,
    listing_unique: 0,
    unique_qty: 0,
    listing_official: 1,
    render_path: 'items/top-hat',
    created_at: 1_700_000_000,
    created_by: 2,
    updated_by: null,
    updated_at: null,
  };
  const card = (overrides: Partial<Listing>, nowMs = Date.now()) => {
    const listing = { ...base, ...overrides };
    render(
      <MemoryRouter>
        <ListingCard listing={listing} nowMs={nowMs} />
      </MemoryRouter>,
    );
    return screen.getByRole('link');
  };

  it.each([
    ['A'.repeat(20), '16px'],
    ['A'.repeat(21), '14px'],
  ])('sets a %s-character name in %s', (name, size) => {
    const link = card({ listing_name: name });
    expect(within(link).getByText(name)).toHaveStyle({ fontSize: size });
  });

  it('shows the New badge for 172800 s after creation and not after', () => {
    const created = 1_700_000_000;
    const { unmount } = render(
      <MemoryRouter>
        <ListingCard
          listing={{ ...base, created_at: created }}
          nowMs={(created + 172_799) * 1000}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('New')).toBeVisible();
    unmount();
    card({ created_at: created }, (created + 172_800) * 1000);
    expect(screen.queryByText('New')).toBeNull();
  });

  it.each([
    [{ listing_forsale: 0 }, 'N/A'],
    [{ listing_cost: 0 }, 'Free'],
    [{ listing_cost: 1234567 }, '1,234,567'],
  ])('prices %o as %s', (overrides, text) => {
    const link = card(overrides as Partial<Listing>);
    expect(link.querySelector('.marketplace-card__price')).toHaveTextContent(text);
  });
});
