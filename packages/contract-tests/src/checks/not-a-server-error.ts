import type { Check } from './check.ts';

/** A request a client can send must never make the server fail (5xx). */
export const notAServerError: Check = {
  name: 'not_a_server_error',
  run: ({ status, bodyText }) =>
    status >= 500
      ? {
          message: 'the server failed',
          expected: '< 500',
          received: `${status} ${bodyText.slice(0, 120)}`,
        }
      : null,
};
