// The contract's request rules as zod 4 schemas (`@endless/client/schemas`), one entry per operation:
// `{ body?, query?, path? }`.
//
// Why the project's own step and not a maintained generator: @hey-api/openapi-ts's zod plugin, orval
// and Kubb's plugin-zod all emit `minLength`/`maxLength` as zod's `.min()`/`.max()`, which count
// UTF-16 units where JSON Schema counts code points (an emoji is 2 there, 1 here), and none carries a
// message or error code written beside a keyword in an `x-` extension into the check (hey-api's
// resolvers could override the emitted code, but through an AST API its own changelog still marks as
// breaking from release to release). So this step writes the schemas, and each check mirrors Ajv 2020:
// lengths count code points, patterns run with the `u` flag, formats use ajv-formats' own regexes,
// integers are any whole number (bounds come from the contract, not from zod's safe-integer range).
//
// Beside a keyword, the contract may write:
// - `x-messages: { <keyword>: <text> }`: the spec's text for a value that breaks it;
// - `x-error-codes: { <keyword>: <code> }`: the error code a server answers instead of EX4001.
// Both ride on the zod issue: `message`, and `params: { keyword, code }`.

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Follows `$ref`s within `document`; keywords beside a `$ref` refine its target. */
function refResolver(document) {
  return (node) => {
    let current = node;
    for (let hops = 0; current?.$ref && hops < 16; hops++) {
      const target = current.$ref
        .replace(/^#\//, '')
        .split('/')
        .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce((at, segment) => at?.[segment], document);
      if (!target) throw new Error(`unresolved ${current.$ref}`);
      // Keywords beside a `$ref` (x-messages, x-error-codes) refine the target at this use.
      const { $ref: _ref, ...beside } = current;
      current = { ...target, ...beside };
    }
    return current;
  };
}

const literal = (value) => JSON.stringify(value);
/** A keyword's rule as an emitted check carries it: the spec's message, the keyword, its code. */
const rule = (schema, keyword) => {
  const message = schema['x-messages']?.[keyword];
  const code = schema['x-error-codes']?.[keyword];
  const parts = [];
  if (message !== undefined) parts.push(`message: ${literal(message)}`);
  parts.push(`params: { keyword: ${literal(keyword)}${code ? `, code: ${literal(code)}` : ''} }`);
  return `{ ${parts.join(', ')} }`;
};
const typeMessage = (schema) =>
  schema['x-messages']?.type === undefined
    ? ''
    : `{ error: ${literal(schema['x-messages'].type)} }`;

/** The `.refine` checks of a schema's own keywords (lengths, pattern, format, bounds, items). */
function keywordChecks(schema, formats) {
  const checks = [];
  if (schema.minLength !== undefined) {
    checks.push(`(v) => codePoints(v) >= ${schema.minLength}, ${rule(schema, 'minLength')}`);
  }
  if (schema.maxLength !== undefined) {
    checks.push(`(v) => codePoints(v) <= ${schema.maxLength}, ${rule(schema, 'maxLength')}`);
  }
  if (schema.pattern !== undefined) {
    checks.push(
      `(v) => ${regExp(new RegExp(schema.pattern, 'u'))}.test(v), ${rule(schema, 'pattern')}`,
    );
  }
  if (schema.format !== undefined) {
    const format = formats[schema.format];
    if (!(format instanceof RegExp)) throw new Error(`no regex for format ${schema.format}`);
    checks.push(`(v) => ${regExp(format)}.test(v), ${rule(schema, 'format')}`);
  }
  for (const [keyword, test] of [
    ['minimum', '>='],
    ['maximum', '<='],
    ['exclusiveMinimum', '>'],
    ['exclusiveMaximum', '<'],
  ]) {
    if (schema[keyword] !== undefined) {
      checks.push(`(v) => v ${test} ${schema[keyword]}, ${rule(schema, keyword)}`);
    }
  }
  if (schema.minItems !== undefined) {
    checks.push(`(v) => v.length >= ${schema.minItems}, ${rule(schema, 'minItems')}`);
  }
  if (schema.maxItems !== undefined) {
    checks.push(`(v) => v.length <= ${schema.maxItems}, ${rule(schema, 'maxItems')}`);
  }
  if (schema.uniqueItems) checks.push(`uniqueItems, ${rule(schema, 'uniqueItems')}`);
  return checks;
}

/**
 * The writer of a schema's zod expression: `zod(schema, implied)`, `implied` being the type of a
 * typeless subschema's parent.
 */
function zodWriter(resolve, formats) {
  const zod = (raw, implied) => {
    const schema = resolve(raw);
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    if (types.length > 1) {
      return `z.union([${types.map((type) => zod({ ...schema, type })).join(', ')}])`;
    }
    const type = types[0] ?? implied;
    let out;
    if (schema.const !== undefined)
      out = `member([${literal(schema.const)}], ${rule(schema, 'const')})`;
    else if (schema.enum) out = `member(${literal(schema.enum)}, ${rule(schema, 'enum')})`;
    else if (type === 'string') out = `z.string(${typeMessage(schema)})`;
    else if (type === 'integer') {
      out = `z.number(${typeMessage(schema)}).refine(Number.isInteger, ${rule(schema, 'type')})`;
    } else if (type === 'number') out = `z.number(${typeMessage(schema)})`;
    else if (type === 'boolean') out = `z.boolean(${typeMessage(schema)})`;
    else if (type === 'null') out = 'z.null()';
    else if (type === 'array') out = `z.array(${schema.items ? zod(schema.items) : 'z.unknown()'})`;
    else if (type === 'object' || schema.properties) {
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties ?? {}).map(
        ([name, property]) =>
          `${literal(name)}: ${zod(property)}${required.has(name) ? '' : '.optional()'}`,
      );
      const kind = schema.additionalProperties === false ? 'strictObject' : 'looseObject';
      out = `z.${kind}({ ${fields.join(', ')} })`;
    } else if (schema.anyOf || schema.oneOf || schema.allOf) out = null;
    else throw new Error(`no zod for ${JSON.stringify(schema).slice(0, 120)}`);

    const checks = keywordChecks(schema, formats);
    const branches = (key) => schema[key].map((branch) => zod(branch, type));
    if (out === null) {
      // No type of its own: the combination is the schema.
      if (schema.anyOf) out = `anyOf([${branches('anyOf').join(', ')}], ${rule(schema, 'anyOf')})`;
      else if (schema.oneOf)
        out = `oneOf([${branches('oneOf').join(', ')}], ${rule(schema, 'oneOf')})`;
      else {
        const [first, ...rest] = branches('allOf');
        out = rest.reduce((all, next) => `z.intersection(${all}, ${next})`, first);
      }
    } else {
      for (const key of ['anyOf', 'oneOf', 'allOf']) {
        if (!schema[key]) continue;
        const test = { anyOf: 'some', oneOf: 'exactlyOne', allOf: 'every' }[key];
        checks.push(`${test}([${branches(key).join(', ')}]), ${rule(schema, key)}`);
      }
    }
    return checks.reduce((chain, check) => `${chain}.refine(${check})`, out);
  };
  return zod;
}

/** The generated module's helpers, before its tables: what the emitted checks call. */
const SCHEMA_HELPERS = `// Generated by scripts/generate.mjs from api-spec/openapi.yaml — do not edit.
// Each check mirrors JSON Schema 2020-12 as Ajv applies it (scripts/request-schemas.mjs says why).
import { z } from 'zod';

/** Length as JSON Schema counts it: code points, not UTF-16 units. */
const codePoints = (value: string) => [...value].length;

const uniqueItems = (values: unknown[]) =>
  new Set(values.map((value) => JSON.stringify(value))).size === values.length;

type Rule = { message?: string; params: { keyword: string; code?: string } };

const passed = (branches: z.ZodType[], value: unknown) =>
  branches.filter((branch) => branch.safeParse(value).success).length;
const some = (branches: z.ZodType[]) => (value: unknown) => passed(branches, value) > 0;
const every = (branches: z.ZodType[]) => (value: unknown) =>
  passed(branches, value) === branches.length;
const exactlyOne = (branches: z.ZodType[]) => (value: unknown) => passed(branches, value) === 1;

// One issue carrying the keyword's rule, where zod's own union or enum would report its own.
function member<const V extends readonly (string | number | boolean | null)[]>(values: V, rule: Rule) {
  return z.custom<V[number]>((value) => values.includes(value as V[number]), rule);
}
/**
 * anyOf / oneOf without a type of their own. The keyword's code applies when some branch failed on
 * values alone; when every branch failed on the shape (a wrong type, an unknown field) the value
 * is malformed, as anywhere else.
 */
function combination<const T extends readonly z.ZodType[]>(
  branches: T,
  rule: Rule,
  holds: (passed: number) => boolean,
) {
  return z.unknown().superRefine((value, context) => {
    const results = branches.map((branch) => branch.safeParse(value));
    if (holds(results.filter((result) => result.success).length)) return;
    const onValues = results.some(
      (result) => !result.success && result.error.issues.every((issue) => issue.code === 'custom'),
    );
    const params = onValues ? rule.params : { keyword: rule.params.keyword };
    context.addIssue({ code: 'custom', params, ...(rule.message ? { message: rule.message } : {}) });
  }) as unknown as z.ZodType<z.output<T[number]>>;
}
const anyOf = <const T extends readonly z.ZodType[]>(branches: T, rule: Rule) =>
  combination(branches, rule, (passed) => passed > 0);
const oneOf = <const T extends readonly z.ZodType[]>(branches: T, rule: Rule) =>
  combination(branches, rule, (passed) => passed === 1);

/**
 * A query or path parameter arrives as text (a repeated one as several): a number or boolean is
 * read from its JSON text, a single value of an array parameter is a list of one. Typed values
 * (what a client passes) go through unchanged.
 */
function fromText<T extends z.ZodType>(schema: T, shape: { list: boolean; text: boolean }) {
  const read = (item: unknown) => {
    if (typeof item !== 'string' || shape.text) return item;
    if (/^-?\\d+(\\.\\d+)?([eE][+-]?\\d+)?$/.test(item)) return Number(item);
    return item === 'true' ? true : item === 'false' ? false : item;
  };
  return z.preprocess((value) => {
    if (Array.isArray(value)) return value.map(read);
    return shape.list ? [read(value)] : read(value);
  }, schema);
}

`;

/** @param {Record<string, any>} document the bundled contract; @param {Record<string, RegExp>} formats */
export function requestSchemasModule(document, formats) {
  const resolve = refResolver(document);
  const zod = zodWriter(resolve, formats);
  const entries = [];
  const keys = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      const parts = [];
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (body) parts.push(`body: ${zod(body)}`);
      for (const location of ['query', 'path']) {
        const parameters = (operation.parameters ?? [])
          .map(resolve)
          .filter((parameter) => parameter.in === location);
        if (!parameters.length) continue;
        const fields = parameters.map((parameter) => {
          const schema = resolve(parameter.schema);
          const list = schema.type === 'array';
          const element = list ? resolve(schema.items) : schema;
          const text =
            element.type === 'string' || !!element.enum?.every((v) => typeof v === 'string');
          const read = `fromText(${zod(schema)}, { list: ${list}, text: ${text} })`;
          return `${literal(parameter.name)}: ${read}${parameter.required ? '' : '.optional()'}`;
        });
        // Loose: the contract names the parameters it reads, not the ones a server must refuse.
        parts.push(`${location}: z.looseObject({ ${fields.join(', ')} })`);
      }
      if (!parts.length) continue;
      entries.push(`  ${operation.operationId}: { ${parts.join(', ')} },`);
      keys.push(
        `  ${literal(`${method.toUpperCase()} ${path}`)}: ${literal(operation.operationId)},`,
      );
    }
  }

  return `${SCHEMA_HELPERS}/** Every operation's request rules, keyed by operationId. */
export const requestSchemas = {
${entries.join('\n')}
};

export type RequestSchemas = typeof requestSchemas;
export type OperationId = keyof RequestSchemas;

/** The operation of each \`METHOD /path/template\` that has request rules. */
export const requestOperationIds: Readonly<Record<string, OperationId>> = {
${keys.join('\n')}
};
`;
}

function regExp(pattern) {
  return `/${pattern.source}/${pattern.flags}`;
}

/**
 * The string fields' length bounds and allowed values per operation, without zod: screens read
 * them at render time (inputs' maxLength, counters, a choice's options) before their form code,
 * and zod, has loaded.
 * @param {Record<string, any>} document the bundled contract
 */
export function requestLengthsModule(document) {
  const resolve = (node) => {
    let current = node;
    for (let hops = 0; current?.$ref && hops < 16; hops++) {
      const { $ref, ...beside } = current;
      const target = $ref
        .replace(/^#\//, '')
        .split('/')
        .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce((at, segment) => at?.[segment], document);
      current = { ...target, ...beside };
    }
    return current;
  };
  const bounds = (raw) => {
    const schema = resolve(raw);
    const parts = [];
    if (schema.minLength !== undefined) parts.push(`minLength: ${schema.minLength}`);
    if (schema.maxLength !== undefined) parts.push(`maxLength: ${schema.maxLength}`);
    if (schema.type === 'string' && schema.enum) parts.push(`enum: ${JSON.stringify(schema.enum)}`);
    return parts.length ? `{ ${parts.join(', ')} }` : null;
  };
  const group = (fields) => {
    const found = fields
      .map(([name, schema]) => [name, bounds(schema)])
      .filter(([, value]) => value !== null)
      .map(([name, value]) => `${JSON.stringify(name)}: ${value}`);
    return found.length ? `{ ${found.join(', ')} }` : null;
  };
  const entries = [];
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      const parts = [];
      const body = resolve(operation.requestBody?.content?.['application/json']?.schema ?? {});
      const bodyGroup = group(Object.entries(body.properties ?? {}));
      if (bodyGroup) parts.push(`body: ${bodyGroup}`);
      const query = (operation.parameters ?? [])
        .map(resolve)
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => [parameter.name, parameter.schema]);
      const queryGroup = group(query);
      if (queryGroup) parts.push(`query: ${queryGroup}`);
      if (parts.length) {
        entries.push(`export const ${operation.operationId} = { ${parts.join(', ')} } as const;`);
      }
    }
  }
  return `// Generated by scripts/generate.mjs from api-spec/openapi.yaml — do not edit.
// The length bounds and allowed values of each operation's string fields (body and query), one
// export per operationId, read through \`requestLengths\` (src/lengths.ts), so a bundle keeps only
// the operations it uses.

${entries.join('\n')}
`;
}
