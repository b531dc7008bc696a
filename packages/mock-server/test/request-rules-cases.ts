import contract from '@endless/api-spec/openapi.json' with { type: 'json' };
import { requestSchemas, type OperationId } from '@endless/client/schemas';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';

// The fields and values of request-rules-differential.test.ts: every constrained field of every
// operation, and the values around its limits that the three judges must agree on.

export type Schema = Record<string, unknown>;
type Location = 'body' | 'query' | 'path';
export interface Field {
  operationId: OperationId;
  method: string;
  path: string;
  location: Location;
  name: string;
  schema: Schema;
  /** Ajv's judge of the whole part (body) or of this parameter's value (query, path). */
  ajv: (value: unknown) => boolean;
  required: boolean;
  base: Record<string, unknown>;
}

const document = contract as unknown as {
  paths: Record<string, Record<string, Schema>>;
};

const resolve = (node: unknown): Schema => {
  let current = node as Schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 16; hops++) {
    const { $ref, ...beside } = current;
    const target = ($ref as string)
      .slice(2)
      .split('/')
      .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((at, segment) => (at as Schema)[segment], contract) as Schema;
    current = { ...target, ...beside };
  }
  return current;
};

/** Every schema under `schema` (combinations, items), resolved. */
export function* parts(schema: Schema): Generator<Schema> {
  const resolved = resolve(schema);
  yield resolved;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const branch of (resolved[key] as Schema[] | undefined) ?? []) yield* parts(branch);
  }
  if (resolved.items) yield* parts(resolved.items as Schema);
}

const CONSTRAINTS = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'enum',
  'const',
  'minItems',
  'maxItems',
  'uniqueItems',
];
const constrained = (schema: Schema) =>
  [...parts(schema)].some((part) => CONSTRAINTS.some((keyword) => part[keyword] !== undefined));

const numbersOf = (schema: Schema, keyword: string) =>
  [...parts(schema)].flatMap((part) => (typeof part[keyword] === 'number' ? [part[keyword]] : []));
const enumsOf = (schema: Schema) =>
  [...parts(schema)].flatMap((part) => [
    ...((part.enum as unknown[] | undefined) ?? []),
    ...(part.const === undefined ? [] : [part.const]),
  ]);
const typeOf = (schema: Schema) =>
  [...parts(schema)].map((part) => part.type).find((type) => typeof type === 'string') as
    string | undefined;

const EMAILS = [
  'member@endless.example',
  'a!b@example.com',
  'x@example.c0m',
  'x@b-.com',
  'x@-b.com',
  'A@B.CO',
  'x@localhost',
  'x@a.b',
  '.x@example.com',
  'x.@example.com',
  'x..y@example.com',
  'x@example..com',
  'x@example.com.',
  'ü@example.com',
  'x@exämple.com',
  '"quoted"@example.com',
  'x@[127.0.0.1]',
  ' x@example.com',
  'x@example.com ',
  'x y@example.com',
  'x@@example.com',
  '\u212A@example.com',
  '\u017F@example.com',
  "o'neil+tag@example.com",
  'x@sub.example.co.uk',
  'x@1.2.3.4',
  `${'a'.repeat(242)}@example.com`,
  `${'a'.repeat(243)}@example.com`,
  `x@${'a'.repeat(63)}.com`,
  `x@${'a'.repeat(64)}.com`,
];

/** Strings of one unit repeated to a length, in code points. */
const UNITS = ['a', '😀', 'e\u0301', ' ', '\u00a0', '.'];
const repeat = (unit: string, length: number) => [...unit.repeat(length)].slice(0, length).join('');

function stringCases(schema: Schema): string[] {
  const lengths = new Set<number>([0, 1, 2]);
  for (const bound of numbersOf(schema, 'minLength'))
    [bound - 1, bound].forEach((n) => lengths.add(n));
  for (const bound of numbersOf(schema, 'maxLength'))
    [bound, bound + 1].forEach((n) => lengths.add(n));
  const cases = new Set<string>();
  for (const length of lengths) {
    if (length < 0) continue;
    // Long texts (render data URLs) at their bounds in one unit only.
    const units = length > 5000 ? ['a'] : UNITS;
    for (const unit of units) cases.add(repeat(unit, length));
  }
  for (const value of enumsOf(schema)) if (typeof value === 'string') cases.add(value);
  const formats = [...parts(schema)].map((part) => part.format);
  if (formats.includes('email')) EMAILS.forEach((email) => cases.add(email));
  if (formats.includes('uuid')) {
    const uuid = '3f6c1a9e-2b4d-4c8e-9f1a-7d2e5b6c8a90';
    for (const value of [uuid, uuid.toUpperCase(), `urn:uuid:${uuid}`, uuid.slice(1), `${uuid}0`]) {
      cases.add(value);
    }
  }
  if ([...parts(schema)].some((part) => String(part.pattern).includes('19[3-9]'))) {
    [
      '7/4/2009',
      '07/04/2009',
      '7-4-2009',
      '7/4/1935',
      '2/30/2001',
      ' 7/4/2009',
      '7/4/2009\n',
    ].forEach((dob) => cases.add(dob));
  }
  return [...cases];
}

const SAFE = Number.MAX_SAFE_INTEGER;
/** The category id a peer contract tester sent (issue 47), as JSON.parse reads it: past 2^53. */
const PEER_TESTER_ID = Number('5731922580886538174');
function numberCases(schema: Schema): number[] {
  const cases = new Set<number>([0, 1, -1, 1.5, SAFE, SAFE + 1, 2 ** 60, PEER_TESTER_ID]);
  for (const keyword of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']) {
    for (const bound of numbersOf(schema, keyword))
      [bound - 1, bound, bound + 1].forEach((n) => cases.add(n));
  }
  for (const value of enumsOf(schema)) {
    if (typeof value === 'number') [value - 1, value, value + 1].forEach((n) => cases.add(n));
  }
  return [...cases];
}

function arrayCases(schema: Schema): unknown[][] {
  const items = resolve(resolve(schema).items as Schema);
  const valid = enumsOf(items).length
    ? enumsOf(items)
    : Array.from({ length: 20 }, (_, index) => (numbersOf(items, 'minimum')[0] ?? 0) + index);
  const max = numbersOf(schema, 'maxItems')[0] ?? 3;
  return [
    [],
    [valid[0]],
    valid.slice(0, max),
    [...valid.slice(0, max), valid[0]],
    [valid[0], valid[0]],
    ...numberCases(items).map((value) => [value]),
  ];
}

export function casesOf(schema: Schema): unknown[] {
  const type = typeOf(schema);
  if (type === 'array') return arrayCases(schema);
  if (type === 'integer' || type === 'number') return numberCases(schema);
  if (type === 'string') return stringCases(schema);
  const enums = enumsOf(schema);
  return [
    ...enums,
    ...enums.flatMap((value) => (typeof value === 'number' ? [value + 1] : [])),
    'x',
    99,
  ];
}

/** Random values near the field's limits, from fast-check. */
export function arbitraryOf(schema: Schema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  if (type === 'string') {
    const max = Math.min(numbersOf(schema, 'maxLength')[0] ?? 40, 4000);
    const min = Math.max((numbersOf(schema, 'minLength')[0] ?? 0) - 2, 0);
    return fc.string({
      unit: fc.oneof(fc.constantFrom(...UNITS), fc.string({ unit: 'grapheme', maxLength: 1 })),
      minLength: Math.max(min, max - 3),
      maxLength: max + 2,
    });
  }
  if (type === 'integer' || type === 'number') {
    return fc.oneof(
      fc.integer(),
      fc.maxSafeInteger(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
  }
  return fc.constantFrom(...casesOf(schema));
}

/** A value the contract accepts for `schema`, for a base request without an example. */
function sampleOf(schema: Schema): unknown {
  const resolved = resolve(schema);
  const example = (resolved.examples as unknown[] | undefined)?.[0];
  if (example !== undefined) return example;
  if (resolved.default !== undefined) return resolved.default;
  const enums = enumsOf(resolved);
  if (enums.length) return enums[0];
  if (resolved.format === 'uuid') return '3f6c1a9e-2b4d-4c8e-9f1a-7d2e5b6c8a90';
  if (typeOf(resolved) === 'string') return repeat('a', numbersOf(resolved, 'minLength')[0] ?? 1);
  return numbersOf(resolved, 'minimum')[0] ?? 1;
}

export function collectFields(ajv: Ajv2020): Field[] {
  const fields: Field[] = [];
  const pointer = (...segments: string[]) =>
    `contract#/${segments.map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const operationId = operation.operationId as OperationId | undefined;
      if (!operationId || !(operationId in requestSchemas)) continue;
      const content = (operation.requestBody as Schema | undefined)?.content as
        Record<string, Schema> | undefined;
      const json = content?.['application/json'];
      const parameters = ((operation.parameters as Schema[] | undefined) ?? []).map(resolve);
      const query: Record<string, unknown> = {};
      for (const parameter of parameters.filter((p) => p.in === 'query' && p.required)) {
        query[parameter.name as string] = parameter.example ?? sampleOf(parameter.schema as Schema);
      }
      if (json) {
        const example =
          json.example ?? Object.values((json.examples as Record<string, Schema>) ?? {})[0]?.value;
        const validate = ajv.compile({
          $ref: pointer(
            'paths',
            path,
            method,
            'requestBody',
            'content',
            'application/json',
            'schema',
          ),
        });
        const body = resolve(json.schema as Schema);
        // A union of objects (PrivacyUpdate): its fields are those of every branch together.
        const branches = ((body.oneOf ?? body.anyOf) as Schema[] | undefined)?.map(resolve) ?? [
          body,
        ];
        const names = new Set(
          branches.flatMap((branch) => Object.keys((branch.properties as Schema) ?? {})),
        );
        for (const name of names) {
          const schemas = branches.flatMap((branch) => {
            const property = (branch.properties as Record<string, Schema> | undefined)?.[name];
            return property ? [property] : [];
          });
          const schema = schemas.length === 1 ? schemas[0]! : { anyOf: schemas };
          if (!constrained(schema)) continue;
          fields.push({
            operationId,
            method,
            path,
            location: 'body',
            name,
            schema,
            ajv: (value) => validate(value),
            required: true,
            base: { body: example, query },
          });
        }
      } else if (operation.requestBody) {
        throw new Error(`${operationId}: a request body that is not JSON`);
      }
      parameters.forEach((parameter, index) => {
        const schema = parameter.schema as Schema;
        if (!constrained(schema)) return;
        const validate = ajv.compile({
          $ref: pointer('paths', path, method, 'parameters', String(index), 'schema'),
        });
        fields.push({
          operationId,
          method,
          path,
          location: parameter.in as Location,
          name: parameter.name as string,
          schema,
          ajv: (value) => (value === undefined ? !parameter.required : validate(value)),
          required: Boolean(parameter.required),
          base: {
            body: json
              ? (json.example ??
                Object.values((json.examples as Record<string, Schema>) ?? {})[0]?.value)
              : undefined,
            query,
          },
        });
      });
    }
  }
  return fields;
}
