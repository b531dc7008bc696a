import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import contract from '@endless/api-spec/openapi.json' with { type: 'json' };
import {
  contractValidator,
  pointer,
  type ContractOperation,
  type ContractViolation,
} from '../../src/contract/validator.ts';
import type { PersonaName } from '../../src/seed/index.ts';
import type { Schema } from './generate.ts';

/** Helpers shared by the contract suites: the operations, their inputs, requests through MSW. */
export const API = 'http://api.test';
export const document: unknown = contract;

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
}

export const operations: readonly ContractOperation[] = contractValidator().operations;

export const details = (operation: ContractOperation) => operation.operation as Operation;

/** `[]` is public; `[{}, {bearerAuth: []}]` works with or without a token; absent is protected. */
export function access(operation: ContractOperation): 'public' | 'optional' | 'protected' {
  const { security } = details(operation);
  if (security === undefined) return 'protected';
  if (security.length === 0) return 'public';
  return security.some((requirement) => Object.keys(requirement).length === 0)
    ? 'optional'
    : 'protected';
}

export function queryParameters(operation: ContractOperation): Parameter[] {
  return (details(operation).parameters ?? []).filter(
    (parameter): parameter is Parameter => 'in' in parameter && parameter.in === 'query',
  );
}

/** The persona whose account the operation is about (staff tools, the rejected username). */
export function personaFor(operation: ContractOperation): PersonaName {
  if (operation.path.startsWith('/access/')) return 'staff';
  if (operation.path === '/accountability/username') return 'renamed';
  return 'member';
}

/** `#/...` references of a schema built here point into the contract registered as `contract`. */
function rebase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebase);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' && item.startsWith('#/')
        ? `contract${item}`
        : rebase(item),
    ]),
  );
}

function ajvWith(options: { coerceTypes?: 'array' }) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, ...options });
  addFormats.default(ajv);
  ajv.addSchema(contract, 'contract');
  return ajv;
}
const bodies = ajvWith({});
// Query values arrive as strings; coercion mirrors how a server reads them (`?page=2` is 2).
const queries = ajvWith({ coerceTypes: 'array' });

export function bodySchema(operation: ContractOperation): Schema | undefined {
  return details(operation).requestBody?.content['application/json']?.schema;
}

export function bodyValidator(operation: ContractOperation): ValidateFunction {
  return bodies.compile({
    $ref: `contract${pointer('paths', operation.path, operation.method, 'requestBody', 'content', 'application/json', 'schema')}`,
  });
}

/** The query parameters as one object schema (what `querySchema` generates and validates). */
export function querySchema(operation: ContractOperation): Schema {
  const parameters = queryParameters(operation);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map(({ name, schema }) => [name, schema])),
    required: parameters.filter(({ required }) => required).map(({ name }) => name),
  };
}

/** Validates a parsed query string (`{name: value | values}`), coercing like a server would. */
export function queryValidator(operation: ContractOperation): (raw: QueryValues) => boolean {
  const validate = queries.compile(rebase(querySchema(operation)) as object);
  // Coercion rewrites the object it checks, so it gets a copy.
  return (raw) => validate(structuredClone(raw));
}

export type QueryValues = Record<string, string | string[]>;

/** Form style with explode (the contract's only style): arrays repeat the key. */
export function serializeQuery(values: Record<string, unknown>): QueryValues {
  const text = (value: unknown) =>
    typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map(text) : text(value),
    ]),
  );
}

/** What a server reads back from {@link queryString} (an empty array disappears, for one). */
export function roundTrip(values: QueryValues): QueryValues {
  const params = new URLSearchParams(queryString(values));
  const read: QueryValues = {};
  for (const name of new Set(params.keys())) {
    const all = params.getAll(name);
    read[name] = all.length > 1 ? all : (all[0] ?? '');
  }
  return read;
}

export function queryString(values: QueryValues): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface Sent {
  status: number;
  body: unknown;
  /** False when no handler answered (MSW's unhandled request). */
  handled: boolean;
}

/** Sends one request through the MSW node server; never throws. */
export async function send(
  method: string,
  path: string,
  { body, token }: { body?: string; token?: string } = {},
): Promise<Sent> {
  try {
    const response = await fetch(`${API}${path}`, {
      method: method.toUpperCase(),
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Kept as text: the contract check reports a non-JSON body.
    }
    return { status: response.status, body: parsed, handled: true };
  } catch {
    // `onUnhandledRequest: 'error'` makes fetch reject when no handler answers.
    return { status: 0, body: undefined, handled: false };
  }
}

/** A fresh access token of a seeded persona. */
export async function signIn(persona: PersonaName): Promise<string> {
  const { status, body } = await send('post', '/OAuth2/authorize', {
    body: JSON.stringify({ username: persona, password: `${persona}-pass`, remember: false }),
  });
  const token = (body as { tokens?: { access_token?: string } }).tokens?.access_token;
  if (status !== 200 || !token) throw new Error(`could not sign in as ${persona} (${status})`);
  return token;
}

export const describeViolation = (violation: ContractViolation) =>
  `contract: ${violation.status} ${violation.message}`;
