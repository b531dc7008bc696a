import { errorCodeOf } from '../exchange.ts';
import type { Check } from './check.ts';

/** A refusal carries the error code the contract documents for that case. */
export const errorCodeConformance: Check = {
  name: 'error_code_conformance',
  run: ({ expect, body }) => {
    if (!expect.code) return null;
    const received = errorCodeOf(body);
    return received === expect.code
      ? null
      : { message: 'wrong error code', expected: expect.code, received: received ?? '(none)' };
  },
};
