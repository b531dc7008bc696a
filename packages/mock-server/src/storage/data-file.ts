import { randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { SNAPSHOT_VERSION, exportKeyedSnapshot, loadSnapshot } from '../db/index.ts';
import { setAside, syncFolder } from './files.ts';
import { applyJournal, journalFile, type KeyedSnapshot } from './journal-file.ts';

/**
 * The standalone server's state file (`.mock-data/db.json` by default): a JSON snapshot of the
 * database (written whole and atomically: `db.json.tmp`, fsync, rename, fsync of the folder) and
 * `db.json.journal`, the rows changed since that snapshot. Before a write is answered, the rows it
 * changed are appended to the journal and fsynced (one append for every write that finished
 * meanwhile), so a 2xx answer survives `kill -9` and power loss without rewriting the whole file.
 * The journal names the snapshot it follows (`{"snapshot": id}` on its first line; the snapshot
 * holds the same `id` and every row's key); a journal of another snapshot is ignored. The journal
 * is folded into a new snapshot (compacted) at start, at shutdown and when it grows large. Beside
 * them:
 * - `db.json.bak`: the previous snapshot, the last good copy to start from when `db.json` is damaged;
 * - `db.json.corrupt-<time>`: a damaged file, set aside (never deleted) with a message on stderr;
 * - `db.json.lock`: the pid of the process using the file; a second live process is refused
 *   (data-file-lock.ts).
 * The journal's format is journal-file.ts; what keeps both current is durable-store.ts.
 */

export type LoadOutcome =
  /** No saved data (first start): seed. */
  | { kind: 'missing' }
  /** Saved by another SNAPSHOT_VERSION: seed (the saved data no longer fits the schemas). */
  | { kind: 'outdated'; version: unknown }
  | { kind: 'loaded'; from: string };

async function readSnapshot(
  file: string,
  dataFile: string,
): Promise<{ ok: true } | { ok: false; missing: boolean; outdated?: unknown; reason: string }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return { ok: false, missing, reason: String(error) };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      missing: false,
      reason: `not valid JSON (${text.length} bytes; truncated?): ${(error as Error).message}`,
    };
  }
  const version = (value as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version !== SNAPSHOT_VERSION) {
    return { ok: false, missing: false, outdated: version, reason: `version ${version}` };
  }
  const keyed = structuredCloneIfJournal(value);
  if (keyed && (await applyJournal(dataFile, keyed)) > 0) {
    const withJournal = await loadSnapshot(keyed);
    if (withJournal.ok) return { ok: true };
    // Rows from the journal that break the schemas: keep the snapshot, set the journal aside.
    await setAside(journalFile(dataFile), withJournal.reason);
  }
  const loaded = await loadSnapshot(value);
  return loaded.ok ? { ok: true } : { ok: false, missing: false, reason: loaded.reason };
}

/** A copy of a snapshot to apply the journal to (the original stays as it was read). */
function structuredCloneIfJournal(value: unknown): KeyedSnapshot | null {
  if (typeof value !== 'object' || value === null || !('keys' in value)) return null;
  const snapshot = value as KeyedSnapshot;
  return {
    ...snapshot,
    collections: { ...snapshot.collections },
    keys: { ...snapshot.keys },
  };
}

/**
 * Loads the saved database into `db`. A damaged `db.json` (unreadable, truncated, not JSON, or rows
 * that break the schemas) is set aside and the last good copy (`db.json.bak`) is loaded instead; if
 * that is damaged too it is set aside as well and the caller seeds. Never replaces good data silently.
 */
export async function loadDataFile(dataFile: string): Promise<LoadOutcome> {
  const backup = `${dataFile}.bak`;
  const main = await readSnapshot(dataFile, dataFile);
  if (main.ok) return { kind: 'loaded', from: dataFile };
  if ('outdated' in main) return { kind: 'outdated', version: main.outdated };
  if (!main.missing) await setAside(dataFile, main.reason);
  const previous = await readSnapshot(backup, dataFile);
  if (previous.ok) {
    console.error(
      main.missing
        ? `[mock] ${dataFile} is missing; starting from the last good copy ${backup}.`
        : `[mock] Starting from the last good copy ${backup}.`,
    );
    return { kind: 'loaded', from: backup };
  }
  if (previous.missing) {
    if (!main.missing) console.error('[mock] No last good copy to start from: seeding.');
    return { kind: 'missing' };
  }
  if ('outdated' in previous) return { kind: 'outdated', version: previous.outdated };
  await setAside(backup, previous.reason);
  console.error('[mock] The last good copy is damaged too: seeding.');
  return { kind: 'missing' };
}

/**
 * The database as the state file's text (synchronous: one consistent state), with a new snapshot
 * id and every row's key, so a journal can follow it. Returns the text and the id.
 */
export function serializeDb(): { text: string; id: string } {
  const id = randomUUID();
  return { text: JSON.stringify({ id, ...exportKeyedSnapshot() }), id };
}

/**
 * Writes the database to `dataFile` durably: the snapshot goes to `db.json.tmp` and is fsynced, the
 * current `db.json` becomes `db.json.bak` (a hard link, so `db.json` never disappears), the new file
 * is renamed over `db.json` and the folder is fsynced so the renames survive a power loss.
 * `text` is {@link serializeDb}'s output, taken while no handler is half-way through a change.
 */
export async function writeDataFile(dataFile: string, text: string): Promise<void> {
  const folder = dirname(dataFile);
  await mkdir(folder, { recursive: true });
  const temporary = `${dataFile}.tmp`;
  const file = await open(temporary, 'w');
  try {
    await file.writeFile(text);
    await file.sync();
  } finally {
    await file.close();
  }
  const backupNext = join(folder, `.${basename(dataFile)}.bak.next`);
  try {
    await unlink(backupNext).catch(() => undefined);
    await link(dataFile, backupNext);
    await rename(backupNext, `${dataFile}.bak`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await rename(temporary, dataFile);
  await syncFolder(folder);
}
