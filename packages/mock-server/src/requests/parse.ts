import type { HttpResponse } from 'msw';
import type { z } from 'zod';
import { malformed, type ErrorCodeBody } from './errors.ts';
import { judge, refusalResponse } from './request-rules.ts';

export type Parsed<T> =
  { ok: true; data: T } | { ok: false; response: HttpResponse<ErrorCodeBody> | Response };

/**
 * Reads and validates a JSON body without ever throwing. The body is judged first by the contract's
 * request schema of the operation (400 with the code the contract names, request-rules.ts), then
 * read with `schema`, the handler's shape and types; a body that is not JSON, or that does not
 * match `schema`, gives `{ ok: false, response }` with 400 EX4001.
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
  const refusal = judge(request, 'body', json);
  if (refusal) return { ok: false, response: refusalResponse(refusal) };
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
 * Validates the query string the same way. Values arrive as strings; use `z.coerce.number()` and
 * friends in `schema`. A repeated parameter becomes an array.
 */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): Parsed<z.output<S>> {
  const params = new URL(request.url).searchParams;
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    raw[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  const refusal = judge(request, 'query', raw);
  if (refusal) return { ok: false, response: refusalResponse(refusal) };
  const result = schema.safeParse(raw);
  return result.success ? { ok: true, data: result.data } : { ok: false, response: malformed() };
}
