import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { link, mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import {
  SNAPSHOT_VERSION,
  exportKeyedSnapshot,
  loadSnapshot,
  type RowChange,
} from '../db/index.ts';

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
 * - `db.json.lock`: the pid of the process using the file; a second live process is refused.
 */

/** Another live process holds the lock of the state file. */
export class DataFileLockedError extends Error {
  constructor(
    readonly dataFile: string,
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `[mock] ${dataFile} is in use by another mock server (pid ${pid}, lock ${lockFile}). ` +
        'Stop that server first, or give this one its own file with MOCK_DATA_FILE=<path>.',
    );
    this.name = 'DataFileLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataFileLock {
  release(): void;
}

/**
 * Takes `<dataFile>.lock` (created exclusively, holding our pid). A lock left by a dead process (a
 * `kill -9`) is taken over with a note; one held by a live process, this one included, throws
 * {@link DataFileLockedError}. The lock goes when released or when the process exits.
 */
export function lockDataFile(dataFile: string): DataFileLock {
  const lockFile = `${dataFile}.lock`;
  // A fresh clone has no data folder yet: the lock is the first file written in it.
  mkdirSync(dirname(lockFile), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    let holder = NaN;
    try {
      holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    } catch {
      // Gone in the meantime: try again.
    }
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new DataFileLockedError(dataFile, lockFile, holder);
    }
    console.warn(
      `[mock] taking over ${lockFile}: its process (${Number.isNaN(holder) ? 'unknown pid' : `pid ${holder}`}) is gone`,
    );
    try {
      unlinkSync(lockFile);
    } catch {
      // Another starter removed it first; the exclusive create decides.
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return { release };
}

export type LoadOutcome =
  /** No saved data (first start): seed. */
  | { kind: 'missing' }
  /** Saved by another SNAPSHOT_VERSION: seed (the saved data no longer fits the schemas). */
  | { kind: 'outdated'; version: unknown }
  | { kind: 'loaded'; from: string };

/** The journal of `dataFile`: the rows changed since its snapshot. */
export function journalFile(dataFile: string): string {
  return `${dataFile}.journal`;
}

interface KeyedSnapshot {
  id?: unknown;
  version?: unknown;
  collections?: Record<string, unknown[]>;
  keys?: Record<string, unknown[]>;
}

/**
 * Applies the journal of `dataFile` to a snapshot read from disk (in place) when the journal
 * follows that snapshot: a changed row replaces the row of the same key where it stands, a new one
 * goes last, a deleted one goes, as in the database itself. Each line is one group of writes; a
 * last line cut short by a crash (never acknowledged) is dropped. A damaged line before the end is
 * reported, the journal set aside, and the lines before it kept.
 */
async function applyJournal(dataFile: string, snapshot: KeyedSnapshot): Promise<number> {
  const file = journalFile(dataFile);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return 0;
  }
  const lines = text.split('\n');
  let header: { snapshot?: unknown } | null = null;
  try {
    header = JSON.parse(lines[0] ?? '') as { snapshot?: unknown };
  } catch {
    header = null;
  }
  if (typeof snapshot.id !== 'string' || header?.snapshot !== snapshot.id) return 0;
  const { collections, keys } = snapshot;
  if (!collections || !keys) return 0;
  const tables = new Map<string, Map<string, unknown>>();
  const table = (name: string) => {
    let rows = tables.get(name);
    if (!rows) {
      const list = collections[name] ?? [];
      const names = keys[name] ?? [];
      rows = new Map(list.map((row, index) => [String(names[index] ?? `#${index}`), row]));
      tables.set(name, rows);
    }
    return rows;
  };
  let applied = 0;
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (line === '') continue;
    let group: RowChange[];
    try {
      group = (JSON.parse(line) as { rows: RowChange[] }).rows;
      if (!Array.isArray(group)) throw new Error('no rows');
    } catch (error) {
      const last = lines.slice(index + 1).every((rest) => rest === '');
      if (!last) await setAside(file, `line ${index + 1} is damaged (${(error as Error).message})`);
      break;
    }
    for (const change of group) {
      const rows = table(change.c);
      if (change.r === null) rows.delete(change.k);
      else rows.set(change.k, change.r);
    }
    applied++;
  }
  for (const [name, rows] of tables) {
    collections[name] = [...rows.values()];
    keys[name] = [...rows.keys()];
  }
  return applied;
}

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

function timestamp(): string {
  return new Date().toISOString().replace(/[:.]/g, '-');
}

/** Renames a damaged file to `<file>.corrupt-<time>` and says so on stderr; returns the new path. */
async function setAside(file: string, reason: string): Promise<string> {
  const aside = `${file}.corrupt-${timestamp()}`;
  await rename(file, aside);
  console.error(`[mock] ${file} is damaged: ${reason}. Moved it to ${aside}.`);
  return aside;
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

/** One journal line: the rows a group of writes changed (see {@link applyJournal}). */
export function serializeChanges(rows: RowChange[]): string {
  return `${JSON.stringify({ rows })}\n`;
}

/**
 * Starts a new, empty journal following the snapshot `id` (written beside it, fsynced and renamed
 * into place) and returns it open for appending. Call it after the snapshot is in place.
 */
export async function startJournal(dataFile: string, id: string): Promise<FileHandle> {
  const file = journalFile(dataFile);
  const temporary = `${file}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(`${JSON.stringify({ snapshot: id })}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  await syncFolder(dirname(dataFile));
  return open(file, 'a');
}

/** Appends a journal line and waits for it to be on disk (fdatasync). */
export async function appendJournal(journal: FileHandle, line: string): Promise<void> {
  await journal.write(line);
  await journal.datasync();
}

async function syncFolder(folder: string): Promise<void> {
  const directory = await open(folder, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
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
