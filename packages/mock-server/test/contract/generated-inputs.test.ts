import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeContractViolations } from '../../src/contract/recorder.ts';
import { formatViolation, type ContractOperation } from '../../src/contract/validator.ts';
import { clock } from '../../src/domain/clock.ts';
import { resetMockDb, startMockServer, stopMockServer } from '../../src/runtimes/node.ts';
import { createRandom } from '../../src/seed/index.ts';
import { createGenerator, type Json } from './generate.ts';
import {
  access,
  bodySchema,
  bodyValidator,
  details,
  document,
  operations,
  personaFor,
  queryParameters,
  querySchema,
  queryString,
  queryValidator,
  roundTrip,
  send,
  serializeQuery,
  signIn,
  type QueryValues,
} from './support.ts';

/**
 * Every operation with a request body or query parameters gets at least 25 valid and 25 invalid
 * generated inputs (seeded, so every run sends the same ones). Valid inputs may be refused for
 * business reasons, but never with a 5xx or as malformed; invalid ones always get a documented
 * 4xx. Every response is checked against the contract.
 */

const PER_KIND = 25;
const T0 = Date.UTC(2025, 5, 1, 12);

interface Input {
  body?: string;
  query: QueryValues;
}

/** FNV-1a, so each operation has its own fixed seed whatever the order of the suite. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function generateInputs(operation: ContractOperation): { valid: Input[]; invalid: Input[] } {
  const random = createRandom(seedOf(`${operation.method} ${operation.path}`));
  const generator = createGenerator(document, random);
  const body = bodySchema(operation);
  const isBodyValid = body ? bodyValidator(operation) : undefined;
  const hasQuery = queryParameters(operation).length > 0;
  const query = querySchema(operation);
  const isQueryValid = queryValidator(operation);

  const validQuery = (): QueryValues | undefined => {
    if (!hasQuery) return {};
    for (let attempt = 0; attempt < 20; attempt++) {
      const values = roundTrip(serializeQuery(generator.valid(query) as Record<string, unknown>));
      if (isQueryValid(values)) return values;
    }
    return undefined;
  };
  const validBody = (): Json | undefined => {
    if (!body || !isBodyValid) return undefined;
    for (let attempt = 0; attempt < 20; attempt++) {
      const value = generator.valid(body);
      if (isBodyValid(value)) return value;
    }
    return undefined;
  };

  const valid: Input[] = [];
  for (let attempt = 0; attempt < PER_KIND * 4 && valid.length < PER_KIND; attempt++) {
    const values = validQuery();
    const value = validBody();
    if (!values || (body && value === undefined)) continue;
    valid.push({ query: values, ...(body ? { body: JSON.stringify(value) } : {}) });
  }

  const invalid: Input[] = [];
  const baseQuery = validQuery() ?? {};
  if (body && isBodyValid) {
    const broken = ['{"unterminated', 'not json', '[1, 2', ...['[]', '"text"', '42', 'null']];
    if (details(operation).requestBody?.required) broken.push('');
    for (const text of broken) invalid.push({ query: baseQuery, body: text });
  }
  for (let attempt = 0; attempt < PER_KIND * 40 && invalid.length < PER_KIND + 5; attempt++) {
    const mutateBody = body && isBodyValid && (!hasQuery || random.chance(0.5));
    if (mutateBody) {
      const base = validBody();
      if (typeof base !== 'object' || base === null || Array.isArray(base)) continue;
      const mutated = generator.mutateObject(body, base);
      if (!isBodyValid(mutated)) invalid.push({ query: baseQuery, body: JSON.stringify(mutated) });
    } else if (hasQuery) {
      const values = { ...(validQuery() ?? {}) };
      const parameter = random.pick(queryParameters(operation));
      const strategy = random.int(0, 2);
      if (strategy === 0) delete values[parameter.name];
      else if (strategy === 1) values[parameter.name] = [String(random.int(0, 9)), 'x'];
      else {
        const [wrong] = Object.values(
          serializeQuery({
            [parameter.name]: random.pick(generator.wrongValues(parameter.schema)),
          }),
        );
        if (wrong !== undefined) values[parameter.name] = wrong;
      }
      const value = validBody();
      const sent = roundTrip(values);
      if (!isQueryValid(sent)) {
        invalid.push({ query: sent, ...(body ? { body: JSON.stringify(value) } : {}) });
      }
    }
  }
  return { valid, invalid };
}

const targets = operations.filter(
  (operation) => bodySchema(operation) !== undefined || queryParameters(operation).length > 0,
);

const show = (input: Input) =>
  `${queryString(input.query)} ${input.body === undefined ? '' : input.body.slice(0, 160)}`.trim();

describe('generated inputs through the handlers', () => {
  beforeAll(async () => {
    clock.setNow(T0);
    await startMockServer();
  });
  afterAll(async () => {
    await stopMockServer();
    clock.useRealTime();
  });

  it('finds the operations with a body or a query in the contract', () => {
    expect(targets.length).toBeGreaterThanOrEqual(60);
  });

  it.each(
    targets.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation]),
  )(
    '%s',
    async (_label, operation) => {
      const { valid, invalid } = generateInputs(operation);
      expect(valid.length, 'valid inputs the generator could build').toBeGreaterThanOrEqual(
        PER_KIND,
      );
      expect(invalid.length, 'invalid inputs the generator could build').toBeGreaterThanOrEqual(
        PER_KIND,
      );

      // A fresh database per operation; invalid inputs first since they must change nothing.
      clock.setNow(T0);
      await resetMockDb();
      const token =
        access(operation) === 'public' ? undefined : await signIn(personaFor(operation));
      const failures: string[] = [];
      const call = (input: Input) =>
        send(operation.method, `${operation.path}${queryString(input.query)}`, {
          ...(input.body === undefined ? {} : { body: input.body }),
          ...(token ? { token } : {}),
        });

      for (const input of invalid) {
        const { status, handled } = await call(input);
        if (!handled) failures.push(`unhandled: ${show(input)}`);
        else if (status < 400 || status >= 500)
          failures.push(`invalid got ${status}: ${show(input)}`);
      }
      for (const input of valid) {
        const { status, handled, body } = await call(input);
        const code = (body as { error_code?: unknown } | undefined)?.error_code;
        if (!handled) failures.push(`unhandled: ${show(input)}`);
        else if (status >= 500) failures.push(`valid got ${status}: ${show(input)}`);
        else if (status === 400 && code === 'EX4001') {
          failures.push(`valid refused as malformed (EX4001): ${show(input)}`);
        }
      }
      for (const violation of await takeContractViolations()) {
        failures.push(`contract: ${formatViolation(violation)}`);
      }
      expect(failures).toEqual([]);
      // A reseed and some 55 requests: generous for a loaded machine.
    },
    30_000,
  );
});
