import { redirect } from 'react-router';

/** Route ids such as /user/{id} and /marketplace/{id} must be a plain non-negative integer. */
export function isNumericParam(value: string | undefined): value is string {
  return value !== undefined && /^\d+$/.test(value);
}

/** Throws a redirect to `fallback` unless the param is numeric (spec 01 §5, 03 §5). */
export function requireNumericParam(value: string | undefined, fallback: string): string {
  if (!isNumericParam(value)) throw redirect(fallback);
  return value;
}
