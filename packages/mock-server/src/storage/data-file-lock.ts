import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

// One process a state file: `<dataFile>.lock` holds the pid of the mock server using it.

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
