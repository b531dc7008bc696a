import { open, rename } from 'node:fs/promises';

// File steps the snapshot and its journal share.

function timestamp(): string {
  return new Date().toISOString().replace(/[:.]/g, '-');
}

/** Renames a damaged file to `<file>.corrupt-<time>` and says so on stderr; returns the new path. */
export async function setAside(file: string, reason: string): Promise<string> {
  const aside = `${file}.corrupt-${timestamp()}`;
  await rename(file, aside);
  console.error(`[mock] ${file} is damaged: ${reason}. Moved it to ${aside}.`);
  return aside;
}

/** fsyncs a folder, so the renames in it survive a power loss. */
export async function syncFolder(folder: string): Promise<void> {
  const directory = await open(folder, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}
