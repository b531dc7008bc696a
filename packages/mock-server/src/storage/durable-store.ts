import type { FileHandle } from 'node:fs/promises';
import { trackDbRows, watchDbChanges } from '../db/index.ts';
import { serializeDb, writeDataFile } from './data-file.ts';
import { appendJournal, serializeChanges, startJournal } from './journal-file.ts';
import type { TransactionLock } from './transaction-lock.ts';

/** The journal is folded into a new snapshot once it holds this much (and at start and shutdown). */
const COMPACT_AFTER_BYTES = 8 * 1024 * 1024;

const EMPTY_GROUP = serializeChanges([]);

/** Keeps the standalone server's state file holding every change it answered (see data-file.ts). */
export interface DurableStore {
  /** Resolves once the file holds every change made before the call; rejects if it cannot. */
  durable(): Promise<void>;
  /** Folds the journal into a new snapshot now, after any save under way. */
  compactNow(): Promise<void>;
  /** Stops following the database and closes the journal. */
  close(): Promise<void>;
}

/** A server without a data file keeps its database in memory only. */
const IN_MEMORY: DurableStore = {
  durable: () => Promise.resolve(),
  compactNow: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

/**
 * The store of `dataFile`, or an in-memory one. Changes are followed through the collections'
 * hooks; the rows changed since the last save are appended to the journal as one fsynced line
 * (writes that finish together share it), and a snapshot is written instead when the journal grows
 * large or changes cannot be told row by row. `lock` is the requests' lock: a save reads the
 * database between two of them.
 */
export function openDurableStore(dataFile: string | null, lock: TransactionLock): DurableStore {
  return dataFile ? new JournaledDataFile(dataFile, lock) : IN_MEMORY;
}

class JournaledDataFile implements DurableStore {
  // Changes made (counted by the collections' hooks) and changes the file holds.
  #changes = 0;
  #saved = 0;
  readonly #unwatch = watchDbChanges(() => void this.#changes++);
  readonly #rows = trackDbRows();
  #journal: FileHandle | null = null;
  #journalBytes = 0;
  /** The disk operation under way: one at a time. */
  #saving: Promise<void> | null = null;

  constructor(
    private readonly dataFile: string,
    private readonly lock: TransactionLock,
  ) {}

  async durable(): Promise<void> {
    const target = this.#changes;
    while (this.#saved < target) {
      this.#saving ??= this.#saveOnce().finally(() => (this.#saving = null));
      await this.#saving;
    }
  }

  async compactNow(): Promise<void> {
    while (this.#saving) await this.#saving.catch(() => undefined);
    this.#saving = this.#compact().finally(() => (this.#saving = null));
    await this.#saving;
  }

  async close(): Promise<void> {
    this.#unwatch();
    this.#rows.stop();
    await this.#closeJournal();
  }

  /** A new snapshot with every change, then an empty journal following it. */
  async #compact(): Promise<void> {
    const release = await this.lock();
    let snapshot: { text: string; id: string };
    let covers: number;
    try {
      covers = this.#changes;
      snapshot = serializeDb();
      this.#rows.restart();
    } finally {
      release();
    }
    await this.#closeJournal();
    await writeDataFile(this.dataFile, snapshot.text);
    this.#journal = await startJournal(this.dataFile, snapshot.id);
    this.#journalBytes = 0;
    this.#saved = Math.max(this.#saved, covers);
  }

  /** Appends the rows changed since the last save to the journal (or compacts when it must). */
  async #saveOnce(): Promise<void> {
    if (!this.#journal || this.#journalBytes > COMPACT_AFTER_BYTES) return this.#compact();
    const release = await this.lock();
    let line: string | null;
    let covers: number;
    try {
      covers = this.#changes;
      const changed = this.#rows.take();
      line = changed && serializeChanges(changed);
    } finally {
      release();
    }
    if (line === null) return this.#compact();
    if (line !== EMPTY_GROUP) await appendJournal(this.#journal, line);
    this.#journalBytes += line.length;
    this.#saved = Math.max(this.#saved, covers);
  }

  async #closeJournal(): Promise<void> {
    const current = this.#journal;
    this.#journal = null;
    await current?.close();
  }
}
