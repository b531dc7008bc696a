import { PERSONAS, db, server } from '@endless/mock-server/node';
import { PRESET_COLORS } from '@endless/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { contentUrls } from '../../../../config/env';
import { apiClient } from '../../../../lib/api/client';
import { renderApp } from '../../../../testing/render-app';
import { signInAs } from '../../../../testing/session';

const member = PERSONAS[0];
const stopListening: (() => void)[] = [];
afterEach(() => {
  for (const stop of stopListening.splice(0)) stop();
});

/** Records the bodies (or query strings) of the requests to `path` made from now on. */
function record(method: string, path: string): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method !== method || url.pathname !== path) return;
    if (method === 'GET') seen.push(url.search);
    else
      void request
        .clone()
        .text()
        .then((text) => seen.push(text));
  };
  server.events.on('request:start', listener);
  stopListening.push(() => server.events.removeListener('request:start', listener));
  return seen;
}

async function renderCharacter(path = '/character') {
  await signInAs(member);
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Customize Character' }, { timeout: 8000 });
  return view;
}

const colourRegion = () => screen.getByRole('region', { name: 'Colour' });
const inventory = () => screen.getByRole('region', { name: 'Inventory' });
const outfit = () => screen.getByRole('region', { name: 'Current Outfit' });
const previousSwatches = () =>
  within(within(colourRegion()).getByRole('radiogroup', { name: 'Previous colours' })).getAllByRole(
    'radio',
  );
const itemCards = async () => {
  const list = await within(inventory()).findByRole('list', { name: / items$/ });
  return within(list).getAllByRole('listitem');
};

describe('character customization', { timeout: 30_000 }, () => {
  it("shows the server's '[code] message' when the inventory does not load", async () => {
    server.use(
      http.get('*/character/data/inventory/customize', () =>
        HttpResponse.json(
          { status: 500, error_code: 'EX5000', error_code_text: 'Internal Server Error' },
          { status: 500 },
        ),
      ),
    );
    await renderCharacter();
    expect(
      await within(inventory()).findByRole('alert', {}, { timeout: 10_000 }),
    ).toHaveTextContent('[EX5000] Internal Server Error');
  });

  it('shows the 2D render with a note when the browser has no WebGL', async () => {
    await renderCharacter();
    const { data } = await apiClient.GET('/character/data/character');
    const image = screen.getByRole('img', { name: 'Your character' });
    expect(image).toHaveAttribute('src', contentUrls.fullRender(data?.full_render ?? ''));
    expect(
      screen.getByText('This browser cannot show 3D (no WebGL), so this is your latest 2D render.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '3D view of your character' })).toBeNull();
  });

  it('validates the hex code with the spec messages and keeps what was typed', async () => {
    const user = userEvent.setup();
    const sent = record('PATCH', '/character/color');
    await renderCharacter();
    const field = within(colourRegion()).getByLabelText('Hex Color Code');
    const apply = within(colourRegion()).getByRole('button', { name: 'Apply' });

    await user.click(apply);
    expect(await screen.findByText('Enter a Hex Color Code First')).toBeInTheDocument();

    for (const typed of ['a', 'ab', '12345']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(apply);
      expect(await screen.findByText('Invalid Hex Color Code')).toBeInTheDocument();
      expect(field).toHaveValue(typed);
    }
    // The input takes at most 6 characters and only hex digits.
    await user.clear(field);
    await user.type(field, '#12g34567');
    expect(field).toHaveValue('123456');
    expect(sent).toEqual([]);

    // 3 digits, any case, are accepted and stored expanded.
    await user.clear(field);
    await user.type(field, 'aBc');
    await user.click(apply);
    await waitFor(() => expect(sent).toEqual([JSON.stringify({ type: 'character', hex: 'aBc' })]));
    await waitFor(() => expect(previousSwatches()[0]).toHaveAccessibleName('#AABBCC'));
    expect(field).toHaveValue('');
    const { data } = await apiClient.GET('/character/data/character');
    expect(data?.character_code.split(',')[0]).toMatch(/:aabbcc$/);
  });

  it('applies a preset to the character or to the eyes', async () => {
    const user = userEvent.setup();
    const sent = record('PATCH', '/character/color');
    await renderCharacter();
    const presets = () =>
      within(within(colourRegion()).getByRole('radiogroup', { name: 'Preset colours' }));
    expect(presets().getAllByRole('radio')).toHaveLength(18);

    await user.click(presets().getByRole('radio', { name: PRESET_COLORS[6] }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(sent[0] ?? '')).toEqual({ type: 'character', hex: 'E53935' });
    await waitFor(() =>
      expect(presets().getByRole('radio', { name: PRESET_COLORS[6] })).toBeChecked(),
    );

    await user.click(within(colourRegion()).getByRole('radio', { name: 'Eyes' }));
    await user.click(presets().getByRole('radio', { name: PRESET_COLORS[10] }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(JSON.parse(sent[1] ?? '')).toEqual({ type: 'eyes', hex: '1E88E5' });
    await waitFor(() =>
      expect(presets().getByRole('radio', { name: PRESET_COLORS[10] })).toBeChecked(),
    );

    const { data } = await apiClient.GET('/character/data/character');
    const [body, eyes] = data?.character_code.split(',') ?? [];
    expect(body).toMatch(/:e53935$/);
    expect(eyes).toMatch(/:1e88e5$/);
    expect(previousSwatches().map((swatch) => swatch.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining(['#1E88E5', '#E53935']),
    );
    expect(previousSwatches()[0]).toHaveAccessibleName('#1E88E5');
  });

  it('sends only the swatch the arrow keys stop on', async () => {
    const user = userEvent.setup();
    const sent = record('PATCH', '/character/color');
    await renderCharacter();
    const presets = within(colourRegion()).getByRole('radiogroup', { name: 'Preset colours' });
    const first = within(presets)
      .getAllByRole('radio')
      .find((radio) => radio.tabIndex === 0);
    if (!first) throw new Error('no tab stop');
    first.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await new Promise((resolve) => setTimeout(resolve, 800));
    await waitFor(() => expect(sent).toHaveLength(1));
    const focused = document.activeElement?.getAttribute('aria-label') ?? '';
    expect(JSON.parse(sent[0] ?? '')).toEqual({ type: 'character', hex: focused.slice(1) });
  });

  it('keeps the previous colours newest first and at most 12', async () => {
    await signInAs(member);
    const applied = Array.from({ length: 12 }, (_, i) => `10${String(i).padStart(2, '0')}aa`);
    for (const hex of applied) {
      await apiClient.PATCH('/character/color', { body: { type: 'character', hex } });
    }
    const user = userEvent.setup();
    renderApp('/character');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Customize Character' },
      { timeout: 8000 },
    );
    expect(previousSwatches().map((swatch) => swatch.getAttribute('aria-label'))).toEqual(
      [...applied].reverse().map((hex) => `#${hex.toUpperCase()}`),
    );

    await user.type(within(colourRegion()).getByLabelText('Hex Color Code'), '2c8');
    await user.click(within(colourRegion()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(previousSwatches()[0]).toHaveAccessibleName('#22CC88'));
    const labels = previousSwatches().map((swatch) => swatch.getAttribute('aria-label'));
    expect(labels).toHaveLength(12);
    expect(labels.slice(1)).toEqual(
      [...applied]
        .reverse()
        .slice(0, 11)
        .map((hex) => `#${hex.toUpperCase()}`),
    );
  });

  it('shows the 18 tabs and pages 8 items by ?page={n}', async () => {
    const user = userEvent.setup();
    const requests = record('GET', '/character/data/inventory/customize');
    const view = await renderCharacter();
    const tabs = within(inventory()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Recent',
      'Outfits',
      'Eyes',
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
    expect(await itemCards()).toHaveLength(8);
    expect(requests).toContain('?type=0&page=1');

    const { data: recent } = await apiClient.GET('/character/data/inventory/customize', {
      params: { query: { type: 0, page: 2 } },
    });
    const pages = within(inventory()).getByRole('navigation', { name: 'Inventory pages' });
    await user.click(within(pages).getByRole('link', { name: /^(Page )?2$/ }));
    expect(view.location()).toBe('/character?page=2');
    await waitFor(() => expect(requests).toContain('?type=0&page=2'));
    const names = async () =>
      (await itemCards()).map((card) => card.querySelector('.character-item__name')?.textContent);
    await waitFor(
      async () => expect(await names()).toEqual(recent?.results.map((item) => item.listing_name)),
      { timeout: 5000 },
    );

    // Another tab starts again at page 1.
    await user.click(within(inventory()).getByRole('tab', { name: 'Hats' }));
    await waitFor(() => expect(view.location()).toBe('/character'));
    await waitFor(() => expect(requests).toContain('?type=3&page=1'));
    const { data: hats } = await apiClient.GET('/character/data/inventory/customize', {
      params: { query: { type: 3, page: 1 } },
    });
    await waitFor(async () => expect(await itemCards()).toHaveLength(hats?.results.length ?? -1));
    expect(hats?.paging.page_size).toBe(8);
  });

  it('opens on the page in the URL', async () => {
    const requests = record('GET', '/character/data/inventory/customize');
    await renderCharacter('/character?page=3');
    await waitFor(() => expect(requests).toContain('?type=0&page=3'));
    const pages = within(inventory()).getByRole('navigation', { name: 'Inventory pages' });
    expect(within(pages).getByRole('link', { current: 'page' })).toHaveTextContent('3');
  });

  it('adds an owned item to the outfit and removes it', async () => {
    const user = userEvent.setup();
    await renderCharacter();
    const cards = await itemCards();
    const unworn = cards.find((card) => within(card).queryByRole('button', { name: /^Add / }));
    if (!unworn) throw new Error('member has unworn items');
    const name = within(unworn).getByRole('button').getAttribute('aria-label')?.slice(4) ?? '';

    await user.click(within(unworn).getByRole('button', { name: `Add ${name}` }));
    await within(outfit()).findByText(name);
    expect(within(unworn).getByRole('button', { name: `Wearing ${name}` })).toBeDisabled();

    await user.click(within(outfit()).getByRole('button', { name: `Remove ${name}` }));
    await waitFor(() => expect(within(outfit()).queryByText(name)).toBeNull());
    expect(within(unworn).getByRole('button', { name: `Add ${name}` })).toBeEnabled();
  });

  it('wears an Animation item the Recent tab offers, and takes it off', async () => {
    const user = userEvent.setup();
    // The member's newest acquisition is an animation, so Recent lists it first.
    const animation = db.listings.findFirst((q) =>
      q.where({
        listing_type: 2,
        id: (id) =>
          Boolean(
            db.ownerships.findFirst((o) => o.where({ account_id: member.id, listing_id: id })),
          ),
      }),
    );
    if (!animation) throw new Error('member owns an animation');
    await db.ownerships.update(
      (q) => q.where({ account_id: member.id, listing_id: animation.id }),
      { data: (draft) => void (draft.acquired_at = Math.floor(Date.now() / 1000)) },
    );
    await renderCharacter();
    const name = animation.listing_name;
    await itemCards();
    await user.click(within(inventory()).getByRole('button', { name: `Add ${name}` }));
    await within(outfit()).findByText(name);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(inventory()).getByRole('button', { name: `Wearing ${name}` })).toBeDisabled();
    const { data } = await apiClient.GET('/character/data/character');
    expect(data?.character_code.split(',')[2]).toContain(`item-${animation.pa_uuid}`);

    await user.click(within(outfit()).getByRole('button', { name: `Remove ${name}` }));
    await waitFor(() => expect(within(outfit()).queryByText(name)).toBeNull());
  });

  it('shows CH1002 when the item is no longer owned and CH1003 when it is no longer worn', async () => {
    const user = userEvent.setup();
    await renderCharacter();
    const cards = await itemCards();
    const unworn = cards.find((card) => within(card).queryByRole('button', { name: /^Add / }));
    const addButton = unworn && within(unworn).getByRole('button', { name: /^Add / });
    if (!addButton) throw new Error('member has unworn items');
    const name = addButton.getAttribute('aria-label')?.slice(4) ?? '';

    // Sold elsewhere: the item leaves the inventory while the screen still lists it.
    const { data: recent } = await apiClient.GET('/character/data/inventory/customize', {
      params: { query: { type: 0, page: 1 } },
    });
    const uuid = recent?.results.find((item) => item.listing_name === name)?.uuid ?? '';
    await db.ownerships.update((q) => q.where({ account_id: member.id, uuid }), {
      data: (draft) => void (draft.account_id = 2),
    });
    await user.click(addButton);
    expect(await screen.findByRole('alert')).toHaveTextContent('[CH1002] Item Not Owned');

    // Taken off in another window: the panel still shows it.
    const { data: customize } = await apiClient.GET('/character/data/customize');
    const worn = customize?.current_outfit[0];
    if (!worn) throw new Error('member wears items');
    await apiClient.PATCH('/character/code/remove', { body: { uuid: worn.uuid } });
    await user.click(within(outfit()).getByRole('button', { name: `Remove ${worn.listing_name}` }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('[CH1003] Item Not In Outfit'),
    );
  });
});
