import type { Check } from './check.ts';

/** The body is JSON that the response's schema accepts. */
export const responseSchemaConformance: Check = {
  name: 'response_schema_conformance',
  run: ({ status, operation, body, bodyText }, contract) => {
    const declared = operation.responses.get(status)?.response;
    if (!declared?.content?.['application/json']) return null;
    if (body === undefined) {
      return { message: 'body is not JSON', expected: 'JSON', received: bodyText.slice(0, 120) };
    }
    const errors = contract.validateBody(operation, status, body);
    return errors === null
      ? null
      : {
          message: 'body does not match the schema',
          expected: errors,
          received: JSON.stringify(body).slice(0, 200),
        };
  },
};
