import type { Check } from './check.ts';

/** A response the contract gives a JSON body is sent as `application/json`; one without, empty. */
export const contentTypeConformance: Check = {
  name: 'content_type_conformance',
  run: ({ status, operation, headers, bodyText }) => {
    const declared = operation.responses.get(status)?.response;
    if (!declared) return null;
    const received = headers.get('content-type') ?? '(none)';
    if (!declared.content) {
      return bodyText === ''
        ? null
        : { message: 'body where the contract declares none', expected: '(empty)', received };
    }
    const types = Object.keys(declared.content);
    return types.some((type) => received.split(';')[0]?.trim() === type)
      ? null
      : { message: 'wrong content type', expected: types.join('|'), received };
  },
};
