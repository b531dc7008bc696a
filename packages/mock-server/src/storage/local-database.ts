// The in-browser mock's database (runtimes/browser.ts loads this module on the first request that
// reads it): restored from localStorage or seeded, and saved back.
import { exportSnapshot, importSnapshot, watchDbChanges } from '../db/index.ts';
import { paced } from '../db/pace.ts';

export { outbox } from '../controls/outbox.ts';
export { runScheduledJobs } from '../domain/scheduled-jobs.ts';

/** localStorage key of the saved database. */
export const STORAGE_KEY = 'endless-mock/db';

/** Whether a row changed since the last save (every write goes through the collections' hooks). */
let unsaved = false;

export function save(): void {
  unsaved = false;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(exportSnapshot()));
  } catch (error) {
    // A full or disabled storage only costs persistence across reloads.
    console.warn('[mock] could not save the database', error);
  }
}

/** Saving serialises the whole database (about 1 MB): a page that only read it saves nothing. */
function saveChanges(): void {
  if (unsaved) save();
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;
function scheduleSave(): void {
  if (!unsaved) return;
  clearTimeout(saveTimer);
  saveTimer = setTimeout(saveChanges, 250);
}

async function restoreOrSeed(): Promise<void> {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (raw) {
    try {
      if (await importSnapshot(JSON.parse(raw))) return;
    } catch {
      // Unreadable data falls through to a fresh seed.
    }
  }
  // Not resetMockDb(): that also drops the faults queued before this first request.
  const { reseed } = await import('../seed/index.ts');
  await reseed();
  save();
}

/**
 * Loads the database (paced, beside whatever the page is doing), then keeps it saved: after a
 * mocked response that changed it (`onMockedResponse` registers the listener), on page hide if it
 * changed, and reloaded when another tab saves it. Saves start once the database is whole, so a
 * page leaving early never saves half of it.
 */
export async function loadAndKeepSaved(
  onMockedResponse: (listener: () => void) => void,
): Promise<void> {
  await paced(restoreOrSeed);
  watchDbChanges(() => {
    unsaved = true;
  });
  onMockedResponse(scheduleSave);
  window.addEventListener('pagehide', saveChanges);
  // Tabs share one saved database: take another tab's changes (a popup's chat connection) over.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY || event.newValue === null) return;
    // What was saved is what is loaded: saving it back would wake the other tab again.
    void importSnapshot(JSON.parse(event.newValue)).then(() => {
      unsaved = false;
    });
  });
}
