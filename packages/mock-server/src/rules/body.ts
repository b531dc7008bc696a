import type { HttpResponse } from 'msw';
import type { z } from 'zod';
import { malformed, type ErrorCodeBody } from './errors.ts';

export type Parsed<T> =
  { ok: true; data: T } | { ok: false; response: HttpResponse<ErrorCodeBody> };

/**
 * Reads and validates a JSON body without ever throwing: a body that is not JSON, or that does not
 * match `schema`, gives `{ ok: false, response }` with 400 EX4001. Validate shapes and types here;
 * business limits (lengths, ranges) belong to the handler so it can answer with their own codes.
 *
 * Every request body of the contract is an object with `additionalProperties: false`, so `schema`
 * is applied strictly: an unknown field is malformed too, whether the handler wrote `z.object` or
 * `z.strictObject`.
 */
export async function parseBody<S extends z.ZodObject>(
  request: Request,
  schema: S,
): Promise<Parsed<z.output<S>>> {
  let json: unknown;
  try {
    const text = await request.text();
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    return { ok: false, response: malformed() };
  }
  if (hasUnknownField(json, schema)) return { ok: false, response: malformed() };
  const result = schema.safeParse(json);
  return result.success ? { ok: true, data: result.data } : { ok: false, response: malformed() };
}

/** Whether `json` is an object with a field that `schema` does not declare. */
function hasUnknownField(json: unknown, schema: z.ZodObject): boolean {
  return (
    typeof json === 'object' &&
    json !== null &&
    Object.keys(json).some((key) => !Object.hasOwn(schema.shape, key))
  );
}

/**
 * Validates the query string the same way (400 EX4001 on mismatch). Values arrive as strings; use
 * `z.coerce.number()` and friends in `schema`. A repeated parameter becomes an array.
 */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): Parsed<z.output<S>> {
  const params = new URL(request.url).searchParams;
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    raw[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  const result = schema.safeParse(raw);
  return result.success ? { ok: true, data: result.data } : { ok: false, response: malformed() };
}
