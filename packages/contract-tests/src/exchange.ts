import type { Operation } from './contract.ts';

/** One request the kit sent and the answer it got, with what the scenario expected of it. */
export interface Exchange {
  scenario: string;
  step: string;
  operation: Operation;
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: string | undefined;
  status: number;
  headers: Headers;
  bodyText: string;
  /** The parsed JSON body, or undefined when it is not JSON. */
  body: unknown;
  expect: Expectation;
}

export interface Expectation {
  /** The status (or statuses) the scenario needs; the step fails on any other. */
  status: number | number[];
  /** The error code the answer must carry (`error_code`, `response_error` or `error.code`). */
  code?: string;
}

/** What a check found wrong: its own name, then expected vs received for the report. */
export interface Failure {
  check: string;
  message: string;
  expected?: string;
  received?: string;
}

/** The error code of any of the contract's four error shapes. */
export function errorCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.error_code === 'string') return record.error_code;
  if (typeof record.response_error === 'string') return record.response_error;
  const nested = record.error as Record<string, unknown> | undefined;
  return typeof nested?.code === 'string' ? nested.code : undefined;
}

/** A shell command that repeats the request (Schemathesis prints one for every failure). */
export function curlOf(exchange: Exchange): string {
  const headers = Object.entries(exchange.requestHeaders)
    .map(([name, value]) => ` -H '${name}: ${value}'`)
    .join('');
  const body = exchange.requestBody === undefined ? '' : ` -d '${exchange.requestBody}'`;
  return `curl -X ${exchange.method} '${exchange.url}'${headers}${body}`;
}
