import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import contract from '@endless/api-spec/openapi.json' with { type: 'json' };
import { requestSchemas } from '@endless/client/schemas';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSED_HEADER } from '../src/requests/request-rules.ts';
import { startStandaloneServer, type StandaloneServer } from '../src/runtimes/standalone.ts';
import {
  arbitraryOf,
  casesOf,
  collectFields,
  parts,
  type Field,
  type Schema,
} from './request-rules-cases.ts';

/**
 * Issue 47's proof that a request rule is written once: for every constrained field of every
 * operation (body properties, query and path parameters), values around each limit are judged by
 * the generated zod schema (`@endless/client/schemas`), by the contract's JSON Schema (Ajv 2020 with
 * ajv-formats) and by the standalone mock over HTTP, and the three verdicts agree. The mock's
 * verdict is its request-rules refusal (400 with `x-mock-refused`); an accepted value may still meet
 * a business rule, but never EX4001.
 */

/**
 * Where a business rule answers a well-formed value with the same code as the field's request
 * rule, and why; anywhere else that code on a value the contract accepts is a hand-kept rule.
 */
const SAME_CODE_BY_BUSINESS: Record<string, string> = {
  'logInUser.username': 'AU1002: no account has this username',
  'logInUser.password': 'AU1003: not the account password',
  'requestPasswordReset.input': 'AU1030: no account matches',
  'validateCurrentPassword.pwd': "AC1007: not the account's password",
  'verifyEmail.token': 'AC1013: no such live code',
  'connectDiscord.token': 'CN1001: the chat service does not know the code',
  'createStatus.content': 'MN1001: white space only',
  'registerUser.dob': 'AU1022: not a real date, or outside 1936 to today',
};

const codesOf = (schema: Schema) =>
  new Set(
    [...parts(schema)].flatMap((part) =>
      Object.values((part['x-error-codes'] as Record<string, string> | undefined) ?? {}),
    ),
  );

const codeOf = (text: string): string | undefined => {
  try {
    const body = JSON.parse(text) as {
      error_code?: string;
      response_error?: string;
      error?: { code?: string };
    };
    return body.error_code ?? body.response_error ?? body.error?.code;
  } catch {
    return undefined;
  }
};

const queryString = (query: Record<string, unknown>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

describe('request rules: generated schema, contract and mock agree', () => {
  let server: StandaloneServer;
  let folder: string;
  const tokens: Record<'member' | 'staff', string> = { member: '', staff: '' };

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'endless-differential-'));
    server = await startStandaloneServer({
      port: 0,
      dataFile: join(folder, 'db.json'),
      reset: true,
    });
    for (const [name, password] of [
      ['member', 'member-pass'],
      ['staff', 'staff-pass'],
    ] as const) {
      const response = await fetch(`${server.url}/OAuth2/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: name, password, remember: false }),
      });
      tokens[name] = (
        (await response.json()) as { tokens: { access_token: string } }
      ).tokens.access_token;
    }
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('gives one verdict for every value around every limit of every constrained field', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema(contract as object, 'contract');
    const fields = collectFields(ajv);
    const disagreements: string[] = [];
    let samples = 0;

    const judge = async (field: Field, value: unknown) => {
      samples++;
      const body =
        field.location === 'body'
          ? { ...(field.base.body as Schema), [field.name]: value }
          : field.base.body;
      const query = { ...(field.base.query as Schema) };
      if (field.location === 'query') query[field.name] = value;
      const parts = requestSchemas[field.operationId] as Record<
        string,
        { safeParse: (v: unknown) => { success: boolean } }
      >;
      const zod = parts[field.location]!.safeParse(
        field.location === 'body' ? body : query,
      ).success;
      const ajvVerdict = field.location === 'body' ? field.ajv(body) : field.ajv(value);
      const token = field.path.startsWith('/access/') ? tokens.staff : tokens.member;
      const response = await fetch(`${server.url}${field.path}${queryString(query)}`, {
        method: field.method.toUpperCase(),
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      const refused = response.headers.get(REFUSED_HEADER);
      const code = codeOf(text);
      const sameCode =
        code !== undefined &&
        codesOf(field.schema).has(code) &&
        !SAME_CODE_BY_BUSINESS[`${field.operationId}.${field.name}`];
      const mock = refused === null && code !== 'EX4001' && !sameCode;
      if (
        zod !== ajvVerdict ||
        ajvVerdict !== mock ||
        (refused !== null && response.status !== 400)
      ) {
        disagreements.push(
          `${field.operationId} ${field.location}.${field.name} = ${JSON.stringify(value).slice(0, 80)}: ` +
            `zod ${zod}, ajv ${ajvVerdict}, mock ${response.status} ${refused ?? ''} ${text.slice(0, 80)}`,
        );
      }
      return true;
    };

    for (const field of fields) {
      const examples = casesOf(field.schema).map((value) => [value] as [unknown]);
      // fast-check counts the examples among its runs: every boundary case, then 8 random values.
      await fc.assert(
        fc.asyncProperty(arbitraryOf(field.schema), (value) => judge(field, value)),
        { numRuns: examples.length + 8, seed: 47, examples },
      );
    }

    const operations = new Set(fields.map((field) => field.operationId)).size;
    console.info(
      `request rules differential: ${fields.length} fields of ${operations} operations, ${samples} samples, ` +
        `${disagreements.length} disagreements`,
    );
    expect(disagreements).toEqual([]);
    expect(fields.length).toBeGreaterThan(50);
  }, 120_000);
});
