import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * A chunk loader whose module arrives (or fails) when the test says so. Make a fresh one per test:
 * loads are cached per loader for the whole session.
 */
export function deferredLoader<T>(value: T) {
  const arrivals: Array<(value: T) => void> = [];
  const failures: Array<(error: Error) => void> = [];
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        arrivals.push(resolve);
        failures.push(reject);
      }),
  );
  const requested = () => vi.waitFor(() => expect(load).toHaveBeenCalled());
  return {
    load,
    // A load started by a first interaction starts after the next paint: wait for it.
    arrive: () => requested().then(() => act(async () => arrivals.at(-1)?.(value))),
    fail: () =>
      requested().then(() => act(async () => failures.at(-1)?.(new TypeError('Failed to fetch')))),
  };
}
