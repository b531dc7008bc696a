import type { Operation } from './contract.ts';
import { UNKNOWN_UUID } from './steps.ts';

/** Well-formed requests built from the contract alone: its examples, else its schemas. */

type Query = Record<string, string | number | boolean | undefined>;

function sampleValue(schema: Record<string, unknown> = {}): string | number | boolean | undefined {
  if (schema.example !== undefined) return schema.example as string;
  if (Array.isArray(schema.enum)) return schema.enum[0] as string;
  if (schema.format === 'uuid') return UNKNOWN_UUID;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(Number(schema.minimum ?? 1), 1);
    case 'boolean':
      return false;
    case 'string':
      return 'abc';
    default:
      return undefined;
  }
}

/** The required query parameters with example (or plausible) values. */
export function sampleQuery(operation: Operation): Query {
  const query: Query = {};
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query' || !parameter.required) continue;
    query[parameter.name] =
      (parameter.example as string | undefined) ?? sampleValue(parameter.schema);
  }
  return query;
}

export const sampleBody = (operation: Operation): unknown => operation.exampleBody;

/**
 * A request the contract's own rules refuse: a body with an undeclared field and no required one
 * (every request body is `additionalProperties: false`), else the query without its required
 * parameters, else a query value outside its schema. Undefined when the operation takes no input.
 */
export function malformedRequest(
  operation: Operation,
): { query?: Query; body?: unknown } | undefined {
  if (operation.exampleBody !== undefined) return { body: { contract_tests_unknown_field: true } };
  const query = operation.parameters.filter((p) => p.in === 'query');
  if (query.length === 0) return undefined;
  if (query.some((p) => p.required)) return { query: {} };
  const [first] = query;
  if (!first) return undefined;
  const schema = first.schema ?? {};
  const bad =
    schema.type === 'integer' ? (Number(schema.minimum ?? 0) >= 1 ? 0 : 'abc') : '%%invalid%%';
  return { query: { [first.name]: bad } };
}
