// The in-browser mock's saved copy (src/storage/local-database.ts): written when the database
// changed, not after every response; serialising about 1 MB on a page that only reads it was wasted
// work.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Db from '../src/db/index.ts';
import { personaId } from '../src/seed/index.ts';

let saves: string[];
let page: EventTarget;
let respond: () => void;
let accounts: typeof Db.accounts;

/** A page load: fresh modules (the page's own database), loaded from the saved copy or seeded. */
async function loadInPage(): Promise<void> {
  vi.resetModules();
  const local = await import('../src/storage/local-database.ts');
  ({ accounts } = await import('../src/db/index.ts'));
  await local.loadAndKeepSaved((listener) => {
    respond = listener;
  });
}

const member = () => accounts.findFirst((q) => q.where({ id: personaId('member') }))!;
const changeAbout = (about: string) =>
  accounts.update((q) => q.where({ id: personaId('member') }), {
    data(account) {
      account.about = about;
    },
  });

beforeEach(() => {
  vi.useFakeTimers();
  saves = [];
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => {
      stored.set(key, value);
      saves.push(value);
    },
  });
  page = new EventTarget();
  vi.stubGlobal('window', page);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the in-browser database', () => {
  it('is saved once seeded, then not again while responses only read it', async () => {
    await loadInPage();
    expect(saves).toHaveLength(1);
    respond();
    respond();
    await vi.advanceTimersByTimeAsync(1_000);
    page.dispatchEvent(new Event('pagehide'));
    expect(saves).toHaveLength(1);
  });

  it('is saved 250 ms after a response that changed it, with the change', async () => {
    await loadInPage();
    await changeAbout('changed in this page');
    respond();
    await vi.advanceTimersByTimeAsync(249);
    expect(saves).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toHaveLength(2);
    expect(saves[1]).toContain('changed in this page');
    respond();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saves).toHaveLength(2);
  });

  it('is saved on page hide when it changed since the last save', async () => {
    await loadInPage();
    await changeAbout('left before the next response');
    page.dispatchEvent(new Event('pagehide'));
    expect(saves).toHaveLength(2);
    expect(saves[1]).toContain('left before the next response');
  });

  it('is restored from the saved copy on the next page', async () => {
    await loadInPage();
    await changeAbout('kept across pages');
    page.dispatchEvent(new Event('pagehide'));
    await loadInPage();
    expect(member().about).toBe('kept across pages');
    expect(member().username).toBe('member');
    expect(saves).toHaveLength(2);
  });

  it("takes another tab's saved copy without saving it back", async () => {
    await loadInPage();
    const [seeded] = saves;
    const other = JSON.parse(seeded!) as { collections: { accounts: { about: string }[] } };
    for (const account of other.collections.accounts) account.about = 'from the other tab';
    const storage = new Event('storage');
    Object.assign(storage, { key: 'endless-mock/db', newValue: JSON.stringify(other) });
    page.dispatchEvent(storage);
    await vi.waitFor(() => expect(member().about).toBe('from the other tab'));
    respond();
    await vi.advanceTimersByTimeAsync(1_000);
    page.dispatchEvent(new Event('pagehide'));
    expect(saves).toHaveLength(1);
  });
});
