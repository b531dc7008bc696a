import type { StepResult } from '../run.ts';

const escape = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** JUnit XML for CI systems: a test suite per scenario, a test case per step. */
export function formatJunit(
  results: StepResult[],
  extra: { name: string; failure: string | null }[] = [],
): string {
  const suites = new Map<string, StepResult[]>();
  for (const result of results)
    suites.set(result.scenario, [...(suites.get(result.scenario) ?? []), result]);
  const body = [...suites].map(([scenario, rows]) => {
    const failures = rows.filter((r) => r.failure).length;
    const seconds = rows.reduce((sum, r) => sum + r.ms, 0) / 1000;
    const cases = rows.map((row) => {
      const name = escape(`${row.step} (${row.operation} → ${row.status ?? 'no response'})`);
      const time = (row.ms / 1000).toFixed(3);
      if (!row.failure)
        return `    <testcase classname="${escape(scenario)}" name="${name}" time="${time}"/>`;
      const { check, message, expected, received } = row.failure;
      const text = escape(
        `expected: ${expected ?? '-'}\nreceived: ${received ?? '-'}\n${row.curl}`,
      );
      return `    <testcase classname="${escape(scenario)}" name="${name}" time="${time}">\n      <failure type="${escape(check)}" message="${escape(message)}">${text}</failure>\n    </testcase>`;
    });
    return `  <testsuite name="${escape(scenario)}" tests="${rows.length}" failures="${failures}" time="${seconds.toFixed(3)}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const coverage = extra.map(({ name, failure }) =>
    failure
      ? `    <testcase classname="coverage" name="${escape(name)}">\n      <failure type="coverage" message="${escape(failure)}"/>\n    </testcase>`
      : `    <testcase classname="coverage" name="${escape(name)}"/>`,
  );
  const total = results.length + extra.length;
  const failed = results.filter((r) => r.failure).length + extra.filter((e) => e.failure).length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="contract-tests" tests="${total}" failures="${failed}">\n${body.join('\n')}\n  <testsuite name="coverage" tests="${extra.length}" failures="${extra.filter((e) => e.failure).length}">\n${coverage.join('\n')}\n  </testsuite>\n</testsuites>\n`;
}
