import { act } from '@testing-library/react';
import { vi } from 'vitest';

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
  return {
    load,
    arrive: () => act(async () => arrivals.at(-1)?.(value)),
    fail: () => act(async () => failures.at(-1)?.(new TypeError('Failed to fetch'))),
  };
}
