// Reads limits from the bundled contract so form tests can prove the zod schemas enforce the same ones.
import contract from '@endless/api-spec/openapi.json' with { type: 'json' };

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  /** The contract's extensions, e.g. `x-default-prices`. */
  [extension: `x-${string}`]: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

const document = contract as unknown as {
  paths: Record<string, Partial<Record<Method, Operation>>>;
};
type Operation = {
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses?: Record<string, { content?: { 'application/json'?: { schema: JsonSchema } } }>;
};

function resolve(schema: JsonSchema): JsonSchema {
  let current = schema;
  while (current.$ref) {
    const pointer = current.$ref.replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>(
      (node, key) =>
        (node as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')],
      contract,
    ) as JsonSchema;
  }
  return current;
}

/** The merged constraints of one schema (follows $ref and allOf). */
/** The contract's version: what the mock's `GET /ping` reports as `api_version`. */
export const contractVersion = contract.info.version;

export function flatten(schema: JsonSchema): JsonSchema {
  const resolved = resolve(schema);
  return (resolved.allOf ?? []).reduce<JsonSchema>(
    (merged, part) => ({ ...merged, ...flatten(part) }),
    { ...resolved, allOf: undefined },
  );
}

function operation(method: Method, path: string): Operation {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`No ${method.toUpperCase()} ${path} in the contract`);
  return found;
}

/** The schema of a request body field, e.g. `bodyField('post', '/register/user', 'username')`. */
export function bodyField(method: Method, path: string, field: string): JsonSchema {
  const body = operation(method, path).requestBody?.content['application/json'].schema;
  if (!body) throw new Error(`${method.toUpperCase()} ${path} has no JSON body`);
  const candidates = [flatten(body), ...(flatten(body).oneOf ?? []).map(flatten)];
  const property = candidates.map((schema) => schema.properties?.[field]).find(Boolean);
  if (!property) throw new Error(`${method.toUpperCase()} ${path} has no body field ${field}`);
  return flatten(property);
}

/** The schema of a response field, e.g. `responseField('get', '/stripe/pledges', 'prices')`. */
export function responseField(
  method: Method,
  path: string,
  field: string,
  status = '200',
): JsonSchema {
  const body = operation(method, path).responses?.[status]?.content?.['application/json']?.schema;
  if (!body) throw new Error(`${method.toUpperCase()} ${path} has no JSON ${status} response`);
  const property = flatten(body).properties?.[field];
  if (!property) throw new Error(`${method.toUpperCase()} ${path} ${status} has no field ${field}`);
  return flatten(property);
}

/** The schema of a query or path parameter. */
export function parameter(method: Method, path: string, name: string): JsonSchema {
  const found = operation(method, path)
    .parameters?.map(
      (p) => resolve(p as JsonSchema) as never as NonNullable<Operation['parameters']>[number],
    )
    .find((p) => p.name === name);
  if (!found) throw new Error(`${method.toUpperCase()} ${path} has no parameter ${name}`);
  return flatten(found.schema);
}
