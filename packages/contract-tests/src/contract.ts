import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The contract the kit judges a server by: `api-spec/dist/openapi.json` (the bundle `pnpm generate`
 * writes), its operations, their documented statuses and an Ajv 2020-12 validator for each body.
 */

/**
 * The packed kit's own copy of the bundle, beside its modules (`dist/openapi.json`, build.mjs); in
 * the workspace, the bundle `@endless/api-spec` exports (the packed kit does not depend on it).
 */
const PACKED_CONTRACT = new URL('./openapi.json', import.meta.url);
export const DEFAULT_CONTRACT = existsSync(PACKED_CONTRACT)
  ? PACKED_CONTRACT
  : pathToFileURL(createRequire(import.meta.url).resolve('@endless/api-spec/openapi.json'));

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface OpenApiDocument {
  info: { version: string };
  paths: Record<string, Record<string, unknown>>;
  security?: Record<string, string[]>[];
  components?: Record<string, Record<string, unknown>>;
}

export interface ResponseObject {
  $ref?: string;
  description?: string;
  headers?: Record<string, { required?: boolean; $ref?: string }>;
  content?: Record<string, { schema?: unknown; example?: unknown }>;
}

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  schema?: Record<string, unknown>;
  example?: unknown;
}

interface OperationObject {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, { example?: unknown; schema?: unknown }> };
  responses: Record<string, ResponseObject>;
}

/** How an operation treats the bearer token, from its effective `security`. */
export type Auth = 'none' | 'optional' | 'required';

export interface Operation {
  /** `METHOD /path/template`, the key every report uses. */
  key: string;
  method: string;
  path: string;
  operationId: string;
  auth: Auth;
  statuses: number[];
  /** Each declared status → the resolved response object and its JSON pointer. */
  responses: Map<number, { response: ResponseObject; at: string }>;
  parameters: ParameterObject[];
  exampleBody: unknown;
}

export interface Contract {
  version: string;
  document: OpenApiDocument;
  operations: Operation[];
  byKey: Map<string, Operation>;
  /** The operation answering `method path` (a literal path wins over a template). */
  find(method: string, pathname: string): Operation | undefined;
  /** Ajv errors of `body` against the response's JSON schema, or null when valid. */
  validateBody(operation: Operation, status: number, body: unknown): string | null;
  /** The error codes (`AB1234`) a response's description names for the operation. */
  documentedCodes(operation: Operation, status: number): string[];
}

/** 5xx answers (500 EX5000, 503 maintenance) are the server's own failures: no client causes them. */
export const isClientCausable = (status: number) => status < 500;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function loadContract(source: URL | string = DEFAULT_CONTRACT): Contract {
  const document = JSON.parse(readFileSync(source, 'utf8')) as OpenApiDocument;
  return createContract(document);
}

export function createContract(document: OpenApiDocument): Contract {
  // strict: false because OpenAPI adds keywords JSON Schema does not know (example, discriminator).
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document, 'contract');

  const resolve = <T>(node: T & { $ref?: string }): { value: T; at: string | undefined } => {
    let value: unknown = node;
    let at: string | undefined;
    for (let hops = 0; hops < 8; hops++) {
      const ref = (value as { $ref?: unknown }).$ref;
      if (typeof ref !== 'string') break;
      at = ref;
      value = ref
        .replace(/^#\//, '')
        .split('/')
        .map((s) => decodeURIComponent(s).replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce<unknown>((n, s) => (n as Record<string, unknown>)[s], document);
    }
    return { value: value as T, at };
  };
  const pointer = (...segments: string[]) =>
    `#/${segments.map((s) => encodeURIComponent(s.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/')}`;

  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const raw = item[method] as OperationObject | undefined;
      if (!raw) continue;
      const security = raw.security ?? document.security ?? [];
      const anonymous = security.length === 0 || security.some((r) => Object.keys(r).length === 0);
      const auth: Auth = security.length === 0 ? 'none' : anonymous ? 'optional' : 'required';
      const responses = new Map<number, { response: ResponseObject; at: string }>();
      for (const [status, declared] of Object.entries(raw.responses)) {
        const { value, at } = resolve(declared);
        responses.set(Number(status), {
          response: value,
          at: at ?? pointer('paths', path, method, 'responses', status),
        });
      }
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        operationId: raw.operationId ?? `${method} ${path}`,
        auth,
        statuses: [...responses.keys()].sort((a, b) => a - b),
        responses,
        parameters: (raw.parameters ?? []).map((p) => resolve(p).value),
        exampleBody: raw.requestBody?.content?.['application/json']?.example,
      });
    }
  }

  const matchers = operations
    .map((operation) => ({
      operation,
      literal: !operation.path.includes('{'),
      regex: new RegExp(
        `^${operation.path
          .split('/')
          .map((s) => (/^\{[^}]+\}$/.test(s) ? '[^/]+' : escape(s)))
          .join('/')}$`,
      ),
    }))
    .sort((a, b) => Number(b.literal) - Number(a.literal));

  const validators = new Map<string, ValidateFunction>();
  const validateBody = (operation: Operation, status: number, body: unknown) => {
    const declared = operation.responses.get(status);
    if (!declared?.response.content?.['application/json']) return null;
    const ref = `${declared.at}/content/application~1json/schema`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: `contract${ref}` });
      validators.set(ref, validate);
    }
    return validate(body) ? null : ajv.errorsText(validate.errors, { dataVar: 'body' });
  };

  const documentedCodes = (operation: Operation, status: number) => {
    const response = operation.responses.get(status)?.response;
    if (!response) return [];
    const text = JSON.stringify(response);
    return [...new Set(text.match(/\b[A-Z]{2}\d{4}\b/g) ?? [])];
  };

  return {
    version: document.info.version,
    document,
    operations,
    byKey: new Map(operations.map((o) => [o.key, o])),
    find: (method, pathname) =>
      matchers.find((m) => m.operation.method === method.toUpperCase() && m.regex.test(pathname))
        ?.operation,
    validateBody,
    documentedCodes,
  };
}
