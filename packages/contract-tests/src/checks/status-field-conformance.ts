import type { Check } from './check.ts';

/** The contract's convention (info.description): every JSON body carries its HTTP status. */
export const statusFieldConformance: Check = {
  name: 'status_field_conformance',
  run: ({ status, body }) => {
    if (typeof body !== 'object' || body === null) return null;
    const field = (body as { status?: unknown }).status;
    return field === status
      ? null
      : {
          message: 'body.status differs from the HTTP status',
          expected: String(status),
          received: String(field),
        };
  },
};
