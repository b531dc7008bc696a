import type { paths } from '@endless/client/generated';
import { CHECKS } from './checks/index.ts';
import type { Contract, Operation } from './contract.ts';
import { curlOf, errorCodeOf, type Exchange, type Expectation, type Failure } from './exchange.ts';
import type { Fixtures } from './fixtures.ts';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** `METHOD /path` of every operation the generated client knows: a typo is a type error. */
export type OperationKey = {
  [P in keyof paths]: {
    [M in Method]: [NonNullable<paths[P][M]>] extends [never]
      ? never
      : `${Uppercase<M>} ${P & string}`;
  }[Method];
}[keyof paths];

/** One row of the report: a step of a scenario and what the checks said. */
export interface StepResult {
  scenario: string;
  step: string;
  operation: string;
  status: number | null;
  expected: string;
  failure: Failure | null;
  curl: string;
  ms: number;
}

export interface CallOptions {
  step?: string;
  token?: string | null;
  /** A raw Authorization header value, for malformed schemes. */
  authorization?: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  expect?: number | number[];
  code?: string;
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Thrown to stop a scenario at its first failed step (later steps depend on it). */
export class StepFailed extends Error {}

/** Everything one verification run learns: rows, covered operations, pairs and error codes. */
export class Run {
  readonly results: StepResult[] = [];
  /** Operation keys answered with a documented success that passed every check. */
  readonly succeeded = new Set<string>();
  /** `KEY STATUS` pairs exercised with every check passing. */
  readonly pairs = new Set<string>();
  readonly codes = new Set<string>();
  /** Every request sent and its answer, in order (the exploration replays a failure from them). */
  readonly exchanges: Exchange[] = [];
  /** A suffix that makes this run's names unique on a server that is never reset. */
  readonly id = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
  private counter = 0;

  constructor(
    readonly contract: Contract,
    readonly baseUrl: string,
    readonly fixtures: Fixtures,
  ) {}

  /** A name no earlier run used: `<prefix><run id><n>`, at most 18 characters. */
  unique(prefix = 'ct'): string {
    this.counter += 1;
    return `${prefix}${this.id}${this.counter.toString(36)}`.slice(0, 18);
  }

  scenario(name: string): Scenario {
    return new Scenario(this, name);
  }
}

const defaultSuccess = (operation: Operation) => operation.statuses.filter((s) => s < 300);

export class Scenario {
  constructor(
    readonly run: Run,
    readonly name: string,
  ) {}

  /** Sends `METHOD /path` (a contract key) and runs every check; throws StepFailed on a failure. */
  async call<T = unknown>(key: OperationKey, options: CallOptions = {}): Promise<Reply<T>> {
    const operation = this.run.contract.byKey.get(key);
    if (!operation) throw new Error(`no operation ${key} in the contract`);
    const url = new URL(operation.path, this.run.baseUrl);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.append(name, String(value));
    }
    const requestHeaders: Record<string, string> = { accept: 'application/json' };
    if (options.authorization) requestHeaders.authorization = options.authorization;
    else if (options.token) requestHeaders.authorization = `Bearer ${options.token}`;
    let requestBody: string | undefined;
    if (options.body !== undefined) {
      requestHeaders['content-type'] = 'application/json';
      requestBody = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const expect: Expectation = {
      status: options.expect ?? defaultSuccess(operation),
      ...(options.code ? { code: options.code } : {}),
    };
    const step =
      options.step ?? `${operation.operationId}${options.code ? ` ${options.code}` : ''}`;
    const started = Date.now();
    const expected = `${[expect.status].flat().join('|')}${expect.code ? ` ${expect.code}` : ''}`;
    let response: Response;
    let bodyText: string;
    try {
      response = await fetch(url, {
        method: operation.method,
        headers: requestHeaders,
        body: requestBody,
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
      bodyText = await response.text();
    } catch (error) {
      const exchangeless = {
        scenario: this.name,
        step,
        operation: operation.key,
        status: null,
        expected,
        failure: {
          check: 'no_response',
          message: String(error),
          expected,
          received: 'no response',
        },
        curl: `curl -X ${operation.method} '${url.href}'`,
        ms: Date.now() - started,
      };
      this.run.results.push(exchangeless);
      throw new StepFailed(step);
    }
    let body: unknown;
    try {
      body = bodyText === '' ? undefined : JSON.parse(bodyText);
    } catch {
      body = undefined;
    }
    const exchange: Exchange = {
      scenario: this.name,
      step,
      operation,
      method: operation.method,
      url: url.href,
      requestHeaders,
      requestBody,
      status: response.status,
      headers: response.headers,
      bodyText,
      body,
      expect,
    };
    this.run.exchanges.push(exchange);
    let failure: Failure | null = null;
    for (const check of CHECKS) {
      const found = check.run(exchange, this.run.contract);
      if (found) {
        failure = { check: check.name, ...found };
        break;
      }
    }
    this.run.results.push({
      scenario: this.name,
      step,
      operation: operation.key,
      status: response.status,
      expected,
      failure,
      curl: curlOf(exchange),
      ms: Date.now() - started,
    });
    if (failure) throw new StepFailed(step);
    this.run.pairs.add(`${operation.key} ${response.status}`);
    if (response.status < 300) this.run.succeeded.add(operation.key);
    const code = errorCodeOf(body);
    if (code) this.run.codes.add(code);
    return { status: response.status, body: body as T, headers: response.headers };
  }

  /** Runs `step` for each item; a failed item does not stop the rest, but fails the scenario. */
  async each<T>(items: readonly T[], step: (item: T) => Promise<void>): Promise<void> {
    let failed = false;
    for (const item of items) {
      try {
        await step(item);
      } catch (error) {
        if (!(error instanceof StepFailed)) throw error;
        failed = true;
      }
    }
    if (failed) throw new StepFailed('one or more items failed');
  }

  /**
   * A named state check between calls (Schemathesis style): `use_after_free`,
   * `ensure_resource_availability`, `state_transition`, `token_rotation`.
   */
  assert(check: string, step: string, holds: boolean, expected: unknown, received: unknown): void {
    if (holds) return;
    this.run.results.push({
      scenario: this.name,
      step,
      operation: '(state)',
      status: null,
      expected: String(JSON.stringify(expected)),
      failure: {
        check,
        message: step,
        expected: JSON.stringify(expected),
        received: JSON.stringify(received),
      },
      curl: '',
      ms: 0,
    });
    throw new StepFailed(step);
  }
}
