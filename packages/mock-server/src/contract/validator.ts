import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import bundled from '@endless/api-spec/openapi.json' with { type: 'json' };
import { isOutsideContract } from './scope.ts';

/**
 * Checks mocked responses against the bundled contract (`api-spec/dist/openapi.json`) with Ajv
 * 2020-12. Node only: the runtimes for tests and the standalone server use it, never the browser
 * bundle (the contract is 350 kB).
 */

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The parts of an OpenAPI document the checks read; everything else is left to Ajv. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, unknown>;
}

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

interface OperationObject {
  responses?: Record<string, ResponseObject>;
}

export interface ContractOperation {
  method: HttpMethod;
  /** The path template of the contract, e.g. `/main/data/user` or `/things/{id}`. */
  path: string;
  operation: OperationObject;
}

export interface ResponseToCheck {
  method: string;
  /** The request's pathname (no origin, no query). */
  path: string;
  status: number;
  contentType: string | null;
  /** The raw body text. */
  body: string;
}

export interface ContractViolation {
  method: string;
  path: string;
  status: number;
  message: string;
}

export interface ContractValidator {
  operations: readonly ContractOperation[];
  /** The operation answering `method path`, matching `{param}` segments; undefined when none. */
  findOperation(method: string, path: string): ContractOperation | undefined;
  /** The violation of one response, or null when it is valid or outside the contract. */
  check(response: ResponseToCheck): ContractViolation | null;
}

export { OUTSIDE_CONTRACT_PREFIXES, isOutsideContract } from './scope.ts';

/** A JSON pointer fragment (`#/a/b~1c`) from raw segments. */
export function pointer(...segments: string[]): string {
  return `#/${segments
    .map((segment) => encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1')))
    .join('/')}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateRegExp(template: string): RegExp {
  const source = template
    .split('/')
    .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${source}$`);
}

const CONTRACT_ID = 'contract';

/** The contract's operations, and the one a method and path name (a literal path first). */
function indexOperations(document: OpenApiDocument) {
  const operations: ContractOperation[] = [];
  const matchers: { regex: RegExp; literal: boolean; operation: ContractOperation }[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const entry = { method, path, operation };
      operations.push(entry);
      matchers.push({
        regex: templateRegExp(path),
        literal: !path.includes('{'),
        operation: entry,
      });
    }
  }
  // A literal path wins over a template that also matches it (`/users/me` over `/users/{id}`).
  matchers.sort((a, b) => Number(b.literal) - Number(a.literal));

  const findOperation = (method: string, path: string) =>
    matchers.find(
      (matcher) => matcher.operation.method === method.toLowerCase() && matcher.regex.test(path),
    )?.operation;
  return { operations, findOperation };
}

/** Follows `$ref`s to `#/components/responses/*`; returns the object and its pointer. */
function resolveResponse(
  document: OpenApiDocument,
  declared: ResponseObject,
  at: string,
): { response: ResponseObject; at: string } {
  let response = declared;
  let location = at;
  for (let hops = 0; typeof response.$ref === 'string' && hops < 8; hops++) {
    location = response.$ref;
    const segments = response.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~'));
    response = segments.reduce<unknown>(
      (node, segment) => (node as Record<string, unknown> | undefined)?.[segment],
      document,
    ) as ResponseObject;
  }
  return { response, at: location };
}

export function createContractValidator(
  document: OpenApiDocument = bundled as OpenApiDocument,
): ContractValidator {
  // strict: false because OpenAPI adds keywords JSON Schema does not know (example, discriminator).
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document, CONTRACT_ID);

  const { operations, findOperation } = indexOperations(document);

  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (ref: string) => {
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: `${CONTRACT_ID}${ref}` });
      validators.set(ref, validate);
    }
    return validate;
  };

  const check = (input: ResponseToCheck): ContractViolation | null => {
    if (isOutsideContract(input.path)) return null;
    const violation = (message: string): ContractViolation => ({
      method: input.method.toUpperCase(),
      path: input.path,
      status: input.status,
      message,
    });
    const found = findOperation(input.method, input.path);
    if (!found) return violation('no such operation in the contract');
    const responses = found.operation.responses ?? {};
    // An exact status first, then its range (`4XX`), then `default`.
    const key = [String(input.status), `${String(input.status)[0]}XX`, 'default'].find(
      (candidate) => responses[candidate] !== undefined,
    );
    const declared = key === undefined ? undefined : responses[key];
    if (key === undefined || !declared) return violation('status not declared');
    const { response, at } = resolveResponse(
      document,
      declared,
      pointer('paths', found.path, found.method, 'responses', key),
    );
    const schema = response.content?.['application/json']?.schema;
    if (schema === undefined) {
      return input.body === '' ? null : violation('body sent where the contract declares none');
    }
    if (!input.contentType?.includes('application/json')) {
      return violation(`content-type ${input.contentType ?? '(none)'} instead of application/json`);
    }
    let body: unknown;
    try {
      body = JSON.parse(input.body);
    } catch {
      return violation('body is not JSON');
    }
    const validate = validatorAt(`${at}/content/application~1json/schema`);
    if (!validate(body)) {
      return violation(ajv.errorsText(validate.errors, { dataVar: 'body' }));
    }
    // The convention of the contract's info.description: every JSON body carries the HTTP status.
    if (typeof body === 'object' && body !== null && 'status' in body) {
      if (body.status !== input.status) return violation(`body.status is ${String(body.status)}`);
    } else {
      return violation('body has no status field');
    }
    return null;
  };

  return { operations, findOperation, check };
}

let shared: ContractValidator | undefined;

/** One validator over the bundled contract, compiled lazily on first use and then reused. */
export function contractValidator(): ContractValidator {
  shared ??= createContractValidator();
  return shared;
}

export function formatViolation({ method, path, status, message }: ContractViolation): string {
  return `${method} ${path} → ${status}: ${message}`;
}
