import type { Check } from './check.ts';

/** The status is one the contract documents for the operation. */
export const statusCodeConformance: Check = {
  name: 'status_code_conformance',
  run: ({ status, operation }) =>
    operation.responses.has(status)
      ? null
      : {
          message: 'status not documented for the operation',
          expected: operation.statuses.join('|'),
          received: String(status),
        },
};
