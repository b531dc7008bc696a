import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { link, mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { SNAPSHOT_VERSION, exportSnapshot, loadSnapshot } from './db/index.ts';

/**
 * The standalone server's state file (`.mock-data/db.json` by default): one JSON snapshot of the
 * database, written whole and atomically (`db.json.tmp`, fsync, rename, fsync of the folder) before
 * a write is answered, so a 2xx answer survives `kill -9` and power loss. Beside it:
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

async function readSnapshot(
  file: string,
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
  const loaded = await loadSnapshot(value);
  return loaded.ok ? { ok: true } : { ok: false, missing: false, reason: loaded.reason };
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
  const main = await readSnapshot(dataFile);
  if (main.ok) return { kind: 'loaded', from: dataFile };
  if ('outdated' in main) return { kind: 'outdated', version: main.outdated };
  if (!main.missing) await setAside(dataFile, main.reason);
  const previous = await readSnapshot(backup);
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

/** The database as the state file's text (synchronous: one consistent state). */
export function serializeDb(): string {
  return JSON.stringify(exportSnapshot());
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
  const directory = await open(folder, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}
