import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoContractViolations } from '../../src/contract/recorder.ts';
import {
  contractValidator,
  createContractValidator,
  type OpenApiDocument,
  type ResponseToCheck,
} from '../../src/contract/validator.ts';
import { server, startMockServer, stopMockServer } from '../../src/runtimes/node.ts';
import { API } from './support.ts';

const json = (method: string, path: string, status: number, body: unknown): ResponseToCheck => ({
  method,
  path,
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

describe('contract validator', () => {
  const validator = contractValidator();

  it('accepts a response as the contract declares it', () => {
    expect(validator.check(json('GET', '/ping', 200, { status: 200, api_version: '3.0.0' }))).toBe(
      null,
    );
  });

  it('refuses undeclared statuses, undeclared fields, wrong types and a wrong body status', () => {
    const ping = (status: number, body: unknown) =>
      validator.check(json('GET', '/ping', status, body));
    expect(ping(401, { status: 401 })?.message).toBe('status not declared');
    expect(ping(200, { status: 200, api_version: '3.0.0', extra: 1 })?.message).toMatch(
      /additional properties/,
    );
    expect(ping(200, { status: 200, api_version: 3 })?.message).toMatch(/api_version/);
    expect(
      ping(500, { status: 200, error_code: 'EX5000', error_code_text: 'Internal Server Error' }),
    ).not.toBe(null);
  });

  it('follows shared responses to their schema (400 EX4001 of a body operation)', () => {
    const malformed = { status: 400, error_code: 'EX4001', error_code_text: 'Malformed Request' };
    expect(validator.check(json('POST', '/main/friends/request', 400, malformed))).toBe(null);
    expect(
      validator.check(
        json('POST', '/main/friends/request', 400, { ...malformed, error_code: 'NOPE' }),
      ),
    ).not.toBe(null);
  });

  it('refuses a body that is not JSON, or an unknown operation; skips what is outside the contract', () => {
    expect(
      validator.check({
        ...json('GET', '/ping', 200, {}),
        body: '<html>',
        contentType: 'text/html',
      })?.message,
    ).toMatch(/content-type/);
    expect(validator.check(json('GET', '/nowhere', 200, { status: 200 }))?.message).toBe(
      'no such operation in the contract',
    );
    expect(validator.check(json('POST', '/ping', 200, { status: 200 }))).not.toBe(null);
    expect(validator.check(json('GET', '/__mock/checkout/1', 200, '<html>'))).toBe(null);
    expect(validator.check(json('GET', '/resources/renders/full/1.png', 200, ''))).toBe(null);
  });

  it('matches {param} segments, literal paths first, and falls back to 4XX and default', () => {
    const body = (name: string) => ({
      content: {
        'application/json': {
          schema: {
            type: 'object',
            additionalProperties: false,
            required: ['status', name],
            properties: { status: { type: 'integer' }, [name]: { type: 'string' } },
          },
        },
      },
    });
    const document: OpenApiDocument = {
      paths: {
        '/things/{id}': { get: { responses: { '200': body('thing'), '4XX': body('problem') } } },
        '/things/mine': { get: { responses: { '200': body('mine'), default: body('other') } } },
      },
    };
    const custom = createContractValidator(document);
    expect(custom.findOperation('GET', '/things/42')?.path).toBe('/things/{id}');
    expect(custom.findOperation('GET', '/things/mine')?.path).toBe('/things/mine');
    expect(custom.findOperation('GET', '/things/42/more')).toBe(undefined);
    expect(custom.check(json('GET', '/things/42', 200, { status: 200, thing: 'a' }))).toBe(null);
    expect(custom.check(json('GET', '/things/42', 404, { status: 404, problem: 'b' }))).toBe(null);
    expect(
      custom.check(json('GET', '/things/42', 500, { status: 500, problem: 'b' }))?.message,
    ).toBe('status not declared');
    expect(custom.check(json('GET', '/things/mine', 503, { status: 503, other: 'c' }))).toBe(null);
    expect(custom.check(json('GET', '/things/mine', 200, { status: 200, thing: 'a' }))).not.toBe(
      null,
    );
  });
});

describe('contract recording on the node server', () => {
  beforeAll(() => startMockServer());
  afterAll(() => stopMockServer());

  it('fails listing each mocked response that breaks the contract', async () => {
    server.use(
      http.get('*/ping', () =>
        HttpResponse.json({ status: 200, api_version: '3.0.0', debug: true }),
      ),
    );
    await fetch(`${API}/ping`);
    server.resetHandlers();
    await expect(expectNoContractViolations()).rejects.toThrow(
      /GET \/ping → 200: .*additional properties/,
    );
    // Taken once: the next check starts clean.
    await fetch(`${API}/ping`);
    await expect(expectNoContractViolations()).resolves.toBe(undefined);
  });
});
