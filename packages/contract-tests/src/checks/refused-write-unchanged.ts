import { isDeepStrictEqual } from 'node:util';
import type { Scenario } from '../run.ts';

/**
 * `refused_write_unchanged`: a write answered 4xx changed nothing: the state read back equals the
 * state before.
 *
 * A data check over several answers: `refusedUnchanged` reads the state the write would touch,
 * sends the write (the scenario's own call, which expects the 4xx), and reads the state again.
 */
export const REFUSED_WRITE_UNCHANGED = 'refused_write_unchanged';

export interface Refusal<R> {
  /** Names the write in the report: `an about over 1500 characters`. */
  what: string;
  /** The state the write would change, as plain data (ids, counts, fields). */
  read(): Promise<unknown>;
  /** The write, called expecting its 4xx. */
  write(): Promise<R>;
}

/** Sends a write the server must refuse and checks it changed nothing; answers the write. */
export async function refusedUnchanged<R>(t: Scenario, refusal: Refusal<R>): Promise<R> {
  const before = await refusal.read();
  const answer = await refusal.write();
  const after = await refusal.read();
  t.assert(
    REFUSED_WRITE_UNCHANGED,
    `${refusal.what}: refused, and the state is as before`,
    isDeepStrictEqual(before, after),
    before,
    after,
  );
  return answer;
}
