import { open, readFile, rename } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { RowChange } from '../db/index.ts';
import { setAside, syncFolder } from './files.ts';

// The journal beside the state file (`db.json.journal`): the rows changed since its snapshot, one
// line a group of writes, after a first line naming that snapshot (see data-file.ts).

/** The journal of `dataFile`: the rows changed since its snapshot. */
export function journalFile(dataFile: string): string {
  return `${dataFile}.journal`;
}

/** A snapshot as read from disk, with every row's key (see `exportKeyedSnapshot`). */
export interface KeyedSnapshot {
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
export async function applyJournal(dataFile: string, snapshot: KeyedSnapshot): Promise<number> {
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
