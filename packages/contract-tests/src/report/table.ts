import type { Contract } from '../contract.ts';
import type { Coverage } from '../coverage.ts';
import type { StepResult } from '../run.ts';

const percent = (covered: number, total: number) => `${((100 * covered) / total).toFixed(1)}%`;

/**
 * The readable report: one line per operation with each status exercised (✔ passed, ✖ failed),
 * then every failure with its check, expected vs received and a command that repeats it.
 */
export function formatTable(results: StepResult[], contract: Contract, coverage: Coverage): string {
  const lines: string[] = [];
  const width = Math.max(...contract.operations.map((o) => o.key.length));
  lines.push(
    `${'operation'.padEnd(width)}  statuses exercised (✔ pass, ✖ fail, · documented but not exercised)`,
  );
  for (const operation of contract.operations) {
    const rows = results.filter((r) => r.operation === operation.key);
    const seen = new Set(rows.map((r) => r.status));
    const cells = [
      ...new Set([...operation.statuses, ...[...seen].filter((s): s is number => s !== null)]),
    ]
      .sort((a, b) => a - b)
      .map((status) => {
        const atStatus = rows.filter((r) => r.status === status);
        if (atStatus.length === 0) return `${status}·`;
        return `${status}${atStatus.some((r) => r.failure) ? '✖' : '✔'}`;
      });
    if (rows.some((r) => r.status === null)) cells.push('no-response✖');
    lines.push(`${operation.key.padEnd(width)}  ${cells.join(' ')}`);
  }
  const failures = results.filter((r) => r.failure);
  lines.push(...formatFailures(results));
  const { operations, pairs, codes } = coverage;
  lines.push(
    '',
    `Not answered with success: ${operations.missing.join(', ') || 'none'}`,
    `Client-causable (operation, status) pairs not exercised: ${pairs.missing.join(', ') || 'none'}`,
    `Documented error codes not provoked: ${codes.missing.join(', ') || 'none'}`,
    '',
    `${failures.length === 0 && coverage.ok ? 'PASS' : 'FAIL'}: ${results.length} steps, ${failures.length} failed; ` +
      `operations with success ${operations.covered}/${operations.total}; ` +
      `(operation, status) pairs ${pairs.covered}/${pairs.total} (${percent(pairs.covered, pairs.total)}, need ≥ 90%); ` +
      `error codes ${codes.covered}/${codes.total}`,
  );
  return lines.join('\n');
}

/** Every failure with its check, expected vs received and a command that repeats it. */
export function formatFailures(results: StepResult[]): string[] {
  const failures = results.filter((r) => r.failure);
  if (failures.length === 0) return [];
  const lines = ['', `${failures.length} failure(s):`];
  for (const result of failures) {
    const failure = result.failure!;
    lines.push(
      `✖ [${result.scenario}] ${result.step} — ${result.operation} → ${result.status ?? 'no response'}`,
      `    ${failure.check}: ${failure.message}`,
      `    expected: ${failure.expected ?? '-'}`,
      `    received: ${failure.received ?? '-'}`,
      ...(result.curl ? [`    repeat:   ${result.curl}`] : []),
    );
  }
  return lines;
}
