/**
 * Deterministic input generation from the contract's request schemas: valid values (enums, lengths,
 * ranges, formats, the simple regular expressions the contract uses) and invalid mutations of them.
 * Every generated input is confirmed by Ajv against the same schema, so "valid" and "invalid" are
 * proven, not assumed.
 */
import type { Random } from '../../src/seed/index.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export interface Schema {
  $ref?: string;
  type?: string | string[];
  const?: Json;
  enum?: Json[];
  default?: Json;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  prefixItems?: Schema[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const TEXT = `${ALNUM} .,!?'-_é漢🙂<>&"`;

// ---------------------------------------------------------------------------------------------
// Strings from regular expressions: literals, escapes, classes, (?:groups), |, ?, *, +, {n,m}.

type Node =
  | { kind: 'chars'; chars: string }
  | { kind: 'alt'; options: Node[][] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

const CLASS_ESCAPES: Record<string, string> = {
  d: '0123456789',
  w: `${ALNUM}_`,
  s: ' ',
};

function expandClass(body: string): string {
  let chars = '';
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string;
    if (char === '\\') {
      const escaped = body[++i] as string;
      chars += CLASS_ESCAPES[escaped] ?? escaped;
      continue;
    }
    if (body[i + 1] === '-' && i + 2 < body.length) {
      const end = body[i + 2] as string;
      for (let code = char.charCodeAt(0); code <= end.charCodeAt(0); code++) {
        chars += String.fromCharCode(code);
      }
      i += 2;
      continue;
    }
    chars += char;
  }
  return chars;
}

function parseRegex(source: string): Node[] {
  let i = 0;
  const parseSequence = (): Node[][] => {
    const options: Node[][] = [[]];
    while (i < source.length && source[i] !== ')') {
      const char = source[i] as string;
      let node: Node;
      if (char === '|') {
        options.push([]);
        i++;
        continue;
      } else if (char === '^' || char === '$') {
        i++;
        continue;
      } else if (char === '(') {
        i += source.startsWith('(?:', i) ? 3 : 1;
        node = { kind: 'alt', options: parseSequence() };
        i++; // ')'
      } else if (char === '[') {
        const end = source.indexOf(']', i + 1);
        node = { kind: 'chars', chars: expandClass(source.slice(i + 1, end)) };
        i = end + 1;
      } else if (char === '\\') {
        const escaped = source[i + 1] as string;
        node = { kind: 'chars', chars: CLASS_ESCAPES[escaped] ?? escaped };
        i += 2;
      } else if (char === '.') {
        node = { kind: 'chars', chars: ALNUM };
        i++;
      } else {
        node = { kind: 'chars', chars: char };
        i++;
      }
      const quantifier = /^(?:\?|\*|\+|\{(\d+)(?:(,)(\d*))?\})/.exec(source.slice(i));
      if (quantifier) {
        i += quantifier[0].length;
        const [text, low, comma, high] = quantifier;
        const min = text === '?' || text === '*' ? 0 : text === '+' ? 1 : Number(low);
        const max =
          text === '?'
            ? 1
            : text === '*' || text === '+'
              ? min + 8
              : comma === undefined
                ? min
                : high
                  ? Number(high)
                  : min + 8;
        node = { kind: 'repeat', node, min, max };
      }
      (options[options.length - 1] as Node[]).push(node);
    }
    return options;
  };
  return [{ kind: 'alt', options: parseSequence() }];
}

function render(nodes: Node[], random: Random, lean: number): string {
  return nodes
    .map((node): string => {
      if (node.kind === 'chars') return random.pick([...node.chars]);
      if (node.kind === 'alt') return render(random.pick(node.options), random, lean);
      // `lean` steers repetition towards short (0) or long (1) strings to meet length limits.
      const count = Math.round(node.min + (node.max - node.min) * lean * random.next());
      return Array.from({ length: count }, () => render([node.node], random, lean)).join('');
    })
    .join('');
}

const parsedPatterns = new Map<string, Node[]>();
export function stringMatching(pattern: string, random: Random, lean = random.next()): string {
  let nodes = parsedPatterns.get(pattern);
  if (!nodes) {
    nodes = parseRegex(pattern);
    parsedPatterns.set(pattern, nodes);
  }
  return render(nodes, random, lean);
}

// ---------------------------------------------------------------------------------------------
// Values from schemas.

/** Follows `$ref`s within `document` and merges an `allOf` into one schema. */
function schemaResolver(document: unknown) {
  const resolve = (schema: Schema): Schema => {
    let current = schema;
    for (let hops = 0; current.$ref && hops < 16; hops++) {
      const { $ref, ...rest } = current;
      const target = $ref
        .replace(/^#\//, '')
        .split('/')
        .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
      current = { ...(target as Schema), ...rest };
    }
    if (current.allOf) {
      const { allOf, ...rest } = current;
      return allOf.map(resolve).reduce<Schema>(
        (merged, part) => ({
          ...merged,
          ...part,
          properties: { ...merged.properties, ...part.properties },
          required: [...(merged.required ?? []), ...(part.required ?? [])],
        }),
        rest,
      );
    }
    return current;
  };
  return resolve;
}

/** The schema's type, one picked where it allows several. */
function typeOf(schema: Schema, random: Random): string | undefined {
  if (Array.isArray(schema.type)) return random.pick(schema.type);
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items || schema.prefixItems) return 'array';
  return undefined;
}

/** A string the schema allows: its pattern, its format, or text at and between its lengths. */
function stringValue(schema: Schema, random: Random): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min + 24, 24);
  if (schema.pattern) {
    // Retry until the length limits hold too; the caller's Ajv check catches a last miss.
    let value = '';
    for (let attempt = 0; attempt < 24; attempt++) {
      value = stringMatching(schema.pattern, random);
      if (value.length >= min && value.length <= max) break;
    }
    return value;
  }
  switch (schema.format) {
    case 'email':
      return `${stringMatching('[a-z]{1,10}[0-9]{0,3}', random)}@example.test`;
    case 'uuid':
      return random.uuid();
    case 'uri':
      return `https://example.test/${stringMatching('[a-z]{1,12}', random)}`;
  }
  const length = random.pick([min, max, random.int(min, Math.min(max, min + 40))]);
  const chars = random.chance(0.7) ? ALNUM : TEXT;
  let text = Array.from({ length }, () => random.pick([...chars])).join('');
  // Emoji are two UTF-16 units; trim back under maxLength if one pushed it over.
  while (text.length > max) text = text.slice(0, -1);
  return text;
}

/** A number the schema allows, at and between its bounds; an id mostly small. */
function numberValue(schema: Schema, integer: boolean, name: string, random: Random): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1;
  const high = schema.maximum ?? (schema.exclusiveMaximum ?? low + 1_000_001) - 1;
  // Ids are mostly small, so some of them name seeded rows.
  if (integer && /id$/i.test(name) && random.chance(0.6)) {
    return Math.min(high, Math.max(low, random.int(1, 40)));
  }
  const value = random.pick([
    low,
    high,
    random.int(low, Math.min(high, low + 100)),
    random.int(low, high),
  ]);
  return integer ? value : value + (value < high ? random.next() : 0);
}

export function createGenerator(document: unknown, random: Random) {
  const resolve = schemaResolver(document);

  const valid = (raw: Schema, name = '', depth = 0): Json => {
    const schema = resolve(raw);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return random.pick(schema.enum);
    const branches = schema.oneOf ?? schema.anyOf;
    if (branches) {
      const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
      return valid({ ...rest, ...resolve(random.pick(branches)) }, name, depth);
    }
    switch (typeOf(schema, random)) {
      case 'object': {
        const result: Record<string, Json> = {};
        const required = new Set(schema.required ?? []);
        for (const [key, property] of Object.entries(schema.properties ?? {})) {
          if (required.has(key) || (depth < 4 && random.chance(0.5))) {
            result[key] = valid(property, key, depth + 1);
          }
        }
        return result;
      }
      case 'array': {
        const prefix = (schema.prefixItems ?? []).map((item) => valid(item, name, depth + 1));
        const min = Math.max(schema.minItems ?? 0, prefix.length);
        const count = random.int(min, Math.max(min, Math.min(schema.maxItems ?? min + 3, min + 3)));
        const items = [...prefix];
        for (let attempt = 0; items.length < count && attempt < count * 8; attempt++) {
          const item = valid(schema.items ?? {}, name, depth + 1);
          const seen = items.some((other) => JSON.stringify(other) === JSON.stringify(item));
          if (!schema.uniqueItems || !seen) items.push(item);
        }
        return items;
      }
      case 'string':
        return stringValue(schema, random);
      case 'integer':
        return numberValue(schema, true, name, random);
      case 'number':
        return numberValue(schema, false, name, random);
      case 'boolean':
        return random.chance(0.5);
      case 'null':
        return null;
      default:
        return random.pick<Json>(['x', 1, true]);
    }
  };

  /** Values of another type than the schema allows, or beyond its limits. */
  const wrongValues = (raw: Schema): Json[] => {
    const schema = resolve(raw);
    const out: Json[] = [null, true, 12.5, [], {}, 'not-a-value', -1];
    if (schema.minimum !== undefined) out.push(schema.minimum - 1);
    if (schema.maximum !== undefined) out.push(schema.maximum + 1);
    if (schema.maxLength !== undefined) out.push('x'.repeat(schema.maxLength + 1));
    if (schema.minLength !== undefined && schema.minLength > 0) {
      out.push('x'.repeat(schema.minLength - 1));
    }
    if (schema.pattern) out.push('#%&*! ');
    if (schema.enum) out.push(999_999, 'unknown');
    if (schema.maxItems !== undefined) {
      out.push(Array.from({ length: schema.maxItems + 1 }, () => valid(schema.items ?? {})));
    }
    return out;
  };

  /** An invalid mutation of a valid object `base` (missing, wrong or extra fields). */
  const mutateObject = (raw: Schema, base: Record<string, Json>): Json => {
    const schema = resolve(raw);
    const properties = Object.entries(schema.properties ?? {});
    const strategy = random.int(0, 3);
    const copy: Record<string, Json> = { ...base };
    if (strategy === 0 && schema.required?.length) {
      delete copy[random.pick(schema.required)];
    } else if (strategy === 1) {
      copy[`extra_${random.int(0, 99)}`] = random.pick<Json>(['x', 1, null, { nested: true }]);
    } else if (properties.length > 0) {
      const [key, property] = random.pick(properties);
      copy[key] = random.pick(wrongValues(property));
    } else {
      return random.pick<Json>([[], 'text', 7, null]);
    }
    return copy;
  };

  return { resolve, valid, wrongValues, mutateObject };
}
