// The mock database. Each resource's file holds its collections and row types; what works on every
// collection is by concern: the registry (collections.ts), ids, change watching (watch.ts),
// snapshots and the standalone server's row journal (row-journal.ts).
export * from './accounts.ts';
export * from './accountability.ts';
export * from './blacklist.ts';
export * from './checkout.ts';
export * from './connections.ts';
export * from './forums.ts';
export * from './games.ts';
export * from './inventory.ts';
export * from './listings.ts';
export * from './outfits.ts';
export * from './relations.ts';
export * from './sessions.ts';
export * from './statuses.ts';
export * from './tokens.ts';

export { clearDb, db, type CollectionName } from './collections.ts';
export { nextId } from './ids.ts';
export { exportKeyedSnapshot, trackDbRows, type RowChange } from './row-journal.ts';
export {
  SNAPSHOT_VERSION,
  deepFreeze,
  exportSnapshot,
  importSnapshot,
  loadSnapshot,
  restoreSnapshot,
  shiftSnapshot,
  type DbSnapshot,
} from './snapshots.ts';
export { watchDbChanges } from './watch.ts';
