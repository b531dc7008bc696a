import { useCallback, useEffect, useRef } from 'react';
import { VALIDATION_DEBOUNCE_MS } from '../schemas/rules';

export type Check = (signal: AbortSignal) => Promise<void> | void;

/**
 * One live check at a time for a field: `schedule` waits until typing has stopped for the debounce
 * delay, then runs the check; scheduling again or `cancel` drops the waiting one and aborts the one
 * in flight, so an older answer never overwrites a newer one.
 */
export function useDebouncedCheck(delayMs = VALIDATION_DEBOUNCE_MS) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
  }, []);

  const schedule = useCallback(
    (check: Check) => {
      cancel();
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        inFlight.current = controller;
        void check(controller.signal);
      }, delayMs);
    },
    [cancel, delayMs],
  );

  useEffect(() => cancel, [cancel]);

  return { schedule, cancel };
}
