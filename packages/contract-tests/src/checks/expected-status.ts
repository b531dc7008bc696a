import type { Check } from './check.ts';

/** The scenario's step got the status its state calls for (e.g. 401 for a stale token). */
export const expectedStatus: Check = {
  name: 'expected_status',
  run: ({ status, expect, bodyText }) => {
    const wanted = Array.isArray(expect.status) ? expect.status : [expect.status];
    return wanted.includes(status)
      ? null
      : {
          message: 'unexpected status',
          expected: wanted.join('|'),
          received: `${status} ${bodyText.slice(0, 160)}`,
        };
  },
};
