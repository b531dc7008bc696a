import type { Check } from './check.ts';

/** Every header the contract marks required on the response is present. */
export const responseHeadersConformance: Check = {
  name: 'response_headers_conformance',
  run: ({ status, operation, headers }) => {
    const declared = operation.responses.get(status)?.response.headers ?? {};
    const missing = Object.entries(declared)
      .filter(([name, header]) => header.required && !headers.has(name))
      .map(([name]) => name);
    return missing.length === 0
      ? null
      : { message: 'required header missing', expected: missing.join(', '), received: '(absent)' };
  },
};
