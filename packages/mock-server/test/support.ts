import {
  createApiClient,
  createMemoryTokenStore,
  type ApiClient,
  type ErrorCode,
} from '@endless/client';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import contract from '@endless/api-spec/openapi.json' with { type: 'json' };
import { nextId, type AccountData } from '../src/db/index.ts';
import { clock } from '../src/domain/clock.ts';
import { EDIT_WINDOW_SECONDS } from '../src/domain/forums.ts';
import { db, resetMockDb, server, startMockServer, stopMockServer } from '../src/runtimes/node.ts';
import type { PersonaName } from '../src/seed/index.ts';

/**
 * Shared by the scenario tests: a real client, a seeded database, a frozen clock, and every response
 * checked against the contract.
 */
export const API = 'http://api.test';
export const T0 = Date.UTC(2025, 5, 1, 12);

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(contract, 'contract');

type Json = Record<string, unknown>;
const validators = new Map<string, ValidateFunction | null>();

const pointer = (...segments: string[]) =>
  segments.map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** The validator of a response in the bundled contract, or null when the status is undeclared. */
function responseValidator(path: string, method: string, status: number): ValidateFunction | null {
  const key = `${method} ${path} ${status}`;
  if (!validators.has(key)) {
    const operation = (contract.paths as Record<string, Record<string, { responses: Json }>>)[
      path
    ]?.[method];
    const declared = operation?.responses[String(status)] as Json | undefined;
    // Shared responses are `$ref`s into components.responses; follow them to reach the schema.
    const base =
      typeof declared?.$ref === 'string'
        ? declared.$ref.slice(1)
        : `/${pointer('paths', path, method, 'responses', String(status))}`;
    validators.set(
      key,
      declared
        ? ajv.compile({
            $ref: `contract#${base}/${pointer('content', 'application/json', 'schema')}`,
          })
        : null,
    );
  }
  return validators.get(key) ?? null;
}

const violations: string[] = [];

/** Every response of the tests goes through here and is checked against the contract. */
async function validatingFetch(request: Request): Promise<Response> {
  const response = await globalThis.fetch(request);
  const path = new URL(request.url).pathname;
  const method = request.method.toLowerCase();
  const validate = responseValidator(path, method, response.status);
  const body: unknown = await response.clone().json();
  if (!validate) violations.push(`${method} ${path}: undeclared status ${response.status}`);
  else if (!validate(body)) {
    violations.push(`${method} ${path} ${response.status}: ${ajv.errorsText(validate.errors)}`);
  } else if ((body as Json).status !== response.status) {
    violations.push(`${method} ${path}: body status differs from ${response.status}`);
  }
  return response;
}

/** Starts the node mock server for the file, reseeds before each test at a fixed time. */
export function setupForumsServer(): void {
  beforeAll(async () => {
    clock.setNow(T0);
    await startMockServer();
  });
  beforeEach(async () => {
    clock.setNow(T0);
    await resetMockDb();
  });
  afterEach(() => {
    server.resetHandlers();
    const found = violations.splice(0);
    expect(found, 'responses outside the contract').toEqual([]);
  });
  afterAll(async () => {
    clock.useRealTime();
    await stopMockServer();
  });
}

/** A client of the real `@endless/client`, signed in as `persona` (anonymous without one). */
export async function clientFor(persona?: PersonaName): Promise<ApiClient> {
  const tokenStore = createMemoryTokenStore();
  const client = createApiClient({
    baseUrl: API,
    tokenStore,
    onSignedOut: () => undefined,
    fetch: validatingFetch,
  });
  if (persona) {
    const { data } = await client.POST('/OAuth2/authorize', {
      body: { username: persona, password: `${persona}-pass`, remember: false },
    });
    if (!data) throw new Error(`could not sign in as ${persona}`);
    tokenStore.set(data.tokens);
  }
  return client;
}

/**
 * A request the typed client cannot express (a broken body, an extra field, a bad query), still
 * checked against the contract. Returns the status and the parsed body.
 */
export async function rawCall(
  method: string,
  path: string,
  { body, token }: { body?: string; token?: string } = {},
): Promise<{ status: number; body: Json }> {
  const response = await validatingFetch(
    new Request(`${API}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
    }),
  );
  return { status: response.status, body: (await response.json()) as Json };
}

/** A seeded account's row, by id. */
export const account = (id: number) => db.accounts.findFirst((q) => q.where({ id }))!;

/** Changes a seeded account's row directly, to set up a state no request makes. */
export async function setAccount(id: number, patch: Partial<AccountData>): Promise<void> {
  await db.accounts.update((q) => q.where({ id }), {
    data: (draft) => void Object.assign(draft, patch),
  });
}

/** The access token of a persona, for {@link rawCall}. */
export async function tokenOf(persona: PersonaName): Promise<string> {
  const { body } = await rawCall('POST', '/OAuth2/authorize', {
    body: JSON.stringify({ username: persona, password: `${persona}-pass`, remember: false }),
  });
  return (body.tokens as { access_token: string }).access_token;
}

/** Asserts the call failed with the status, code and (when given) text users would see. */
export async function expectError(
  call: Promise<unknown>,
  status: number,
  code: ErrorCode,
  text?: string,
): Promise<void> {
  await expect(call).rejects.toMatchObject({ status, code, ...(text ? { text } : {}) });
}

/**
 * Adds a community category with one thread, as users may create them one day (none is seeded):
 * the handlers must treat both as missing, as the contract's community endpoints do.
 */
export async function addCommunityThread(): Promise<{ category: number; thread: number }> {
  const category = nextId(db.forumCategories);
  await db.forumCategories.create({
    id: category,
    name: 'Builders Guild',
    about: 'A community category for builders.',
    official: 0,
    position: category,
  });
  const thread = nextId(db.threads);
  const t = clock.nowSeconds();
  await db.threads.create({
    id: thread,
    category_id: category,
    title: 'Community meetup',
    content: 'A thread of a community category.',
    signature: null,
    created_by: 1,
    locked: 0,
    pinned: 0,
    views: 0,
    created_at: t,
    last_active: t,
    edit_expires: t + EDIT_WINDOW_SECONDS,
    last_edited: null,
  });
  return { category, thread };
}
