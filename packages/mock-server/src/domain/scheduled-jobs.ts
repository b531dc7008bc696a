import { nowSeconds } from './clock.ts';
import { removeUnverifiedAccounts } from './retention.ts';

let jobsRanAt: number | undefined;

/**
 * The backend's scheduled jobs on the mock clock: the 30-day unverified-account removal. Run before
 * any request is answered (so moving the clock is enough to see them), at most once per second of
 * the mock clock: nothing expires between two requests in the same second, and a busy server would
 * otherwise scan every account on every request.
 */
export function runScheduledJobs(): void {
  const now = nowSeconds();
  if (now === jobsRanAt) return;
  jobsRanAt = now;
  removeUnverifiedAccounts(now);
}
