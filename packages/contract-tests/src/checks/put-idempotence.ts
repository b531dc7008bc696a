import { isDeepStrictEqual } from 'node:util';
import type { Scenario } from '../run.ts';

/**
 * `put_idempotence`: the same PUT twice leaves the same state as once.
 *
 * A data check over several answers: `putTwice` sends the PUT, reads the state, sends the very
 * same PUT again (a repeat may be refused, as a second lock is; the state is what counts) and
 * reads the state again.
 */
export const PUT_IDEMPOTENCE = 'put_idempotence';

export interface Repeat {
  /** Names the PUT in the report: `the about text`. */
  what: string;
  /** The state the PUT sets, as plain data. */
  read(): Promise<unknown>;
  /** The first PUT. */
  put(): Promise<unknown>;
  /** The same PUT again (defaults to `put`; a scenario expecting a 409 the second time says so). */
  again?(): Promise<unknown>;
}

export async function putTwice(t: Scenario, repeat: Repeat): Promise<void> {
  await repeat.put();
  const once = await repeat.read();
  await (repeat.again ?? repeat.put)();
  const twice = await repeat.read();
  t.assert(
    PUT_IDEMPOTENCE,
    `${repeat.what}: the same PUT twice leaves the state of once`,
    isDeepStrictEqual(once, twice),
    once,
    twice,
  );
}
