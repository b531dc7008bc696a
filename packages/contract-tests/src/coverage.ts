import { isClientCausable, type Contract } from './contract.ts';
import type { Run } from './run.ts';

/** The thresholds the issue sets: every operation answered with success, 90% of causable pairs. */
export const REQUIRED_OPERATIONS = 1;
export const REQUIRED_PAIRS = 0.9;

export interface Coverage {
  operations: { covered: number; total: number; missing: string[] };
  pairs: { covered: number; total: number; missing: string[] };
  codes: { covered: number; total: number; missing: string[] };
  ok: boolean;
}

export function coverageOf(run: Run, contract: Contract): Coverage {
  const operations = contract.operations.map((o) => o.key);
  const missingOps = operations.filter((key) => !run.succeeded.has(key));
  const pairs = contract.operations.flatMap((o) =>
    o.statuses.filter(isClientCausable).map((status) => `${o.key} ${status}`),
  );
  const missingPairs = pairs.filter((pair) => !run.pairs.has(pair));
  // Codes a client can cause: those named by a 4xx response (EX5000 and the like are excluded).
  const codes = [
    ...new Set(
      contract.operations.flatMap((o) =>
        o.statuses.filter(isClientCausable).flatMap((s) => contract.documentedCodes(o, s)),
      ),
    ),
  ].sort();
  const missingCodes = codes.filter((code) => !run.codes.has(code));
  const opShare = (operations.length - missingOps.length) / operations.length;
  const pairShare = (pairs.length - missingPairs.length) / pairs.length;
  return {
    operations: {
      covered: operations.length - missingOps.length,
      total: operations.length,
      missing: missingOps,
    },
    pairs: {
      covered: pairs.length - missingPairs.length,
      total: pairs.length,
      missing: missingPairs,
    },
    codes: {
      covered: codes.length - missingCodes.length,
      total: codes.length,
      missing: missingCodes,
    },
    ok: opShare >= REQUIRED_OPERATIONS && pairShare >= REQUIRED_PAIRS,
  };
}
