import type { IncomingMessage } from 'node:http';

/**
 * A request's headers read from node:http's raw list, with fetch's `Headers` semantics (names
 * case-insensitive, repeated headers joined with ", ", iteration sorted by name). Building undici's
 * `Headers` validates every name and value through WebIDL: a noticeable share of a request's CPU in
 * the standalone server, for headers the handlers only read.
 */
export class IncomingHeaders implements Headers {
  readonly #values = new Map<string, string>();
  readonly #setCookies: string[] = [];

  constructor(rawHeaders: readonly string[] = []) {
    for (let at = 0; at + 1 < rawHeaders.length; at += 2) {
      this.append(rawHeaders[at]!, rawHeaders[at + 1]!);
    }
  }

  append(name: string, value: string): void {
    const key = name.toLowerCase();
    const trimmed = String(value).trim();
    if (key === 'set-cookie') this.#setCookies.push(trimmed);
    const previous = this.#values.get(key);
    this.#values.set(key, previous === undefined ? trimmed : `${previous}, ${trimmed}`);
  }

  delete(name: string): void {
    const key = name.toLowerCase();
    if (key === 'set-cookie') this.#setCookies.length = 0;
    this.#values.delete(key);
  }

  get(name: string): string | null {
    return this.#values.get(name.toLowerCase()) ?? null;
  }

  getSetCookie(): string[] {
    return [...this.#setCookies];
  }

  has(name: string): boolean {
    return this.#values.has(name.toLowerCase());
  }

  set(name: string, value: string): void {
    this.delete(name);
    this.append(name, value);
  }

  forEach(
    callback: (value: string, key: string, parent: Headers) => void,
    thisArg?: unknown,
  ): void {
    for (const [key, value] of this.#sorted()) callback.call(thisArg, value, key, this);
  }

  #sorted(): [string, string][] {
    const entries: [string, string][] = [];
    for (const [key, value] of [...this.#values].sort(([a], [b]) => (a < b ? -1 : 1))) {
      // As fetch does, each Set-Cookie is its own entry.
      if (key === 'set-cookie') for (const cookie of this.#setCookies) entries.push([key, cookie]);
      else entries.push([key, value]);
    }
    return entries;
  }

  entries(): HeadersIterator<[string, string]> {
    return this.#sorted().values() as HeadersIterator<[string, string]>;
  }

  keys(): HeadersIterator<string> {
    return this.#sorted()
      .map(([key]) => key)
      .values() as HeadersIterator<string>;
  }

  values(): HeadersIterator<string> {
    return this.#sorted()
      .map(([, value]) => value)
      .values() as HeadersIterator<string>;
  }

  [Symbol.iterator](): HeadersIterator<[string, string]> {
    return this.entries();
  }
}

/**
 * A fetch `Request` for a node:http request, made for the standalone server's handlers: the method,
 * URL, headers and body are read directly, and undici's own `Request` (with its WebIDL checks, its
 * AbortSignal and its body stream, about a tenth of a request's CPU under load) is built only when
 * something asks for a part the handlers do not use ({@link toFetchRequest} for MSW itself).
 */
export class IncomingRequest implements Request {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHeaders;
  readonly #body: Buffer | null;
  #bodyUsed = false;
  #fetchRequest: Request | undefined;

  constructor(method: string, url: string, headers: IncomingHeaders, body: Buffer | null) {
    this.method = method;
    this.url = url;
    this.headers = headers;
    this.#body = body;
  }

  /** Reads the whole request from node:http (the body only when one is announced). */
  static async from(req: IncomingMessage, origin: string): Promise<IncomingRequest> {
    const method = req.method ?? 'GET';
    const sendsBody =
      method !== 'GET' &&
      method !== 'HEAD' &&
      (req.headers['transfer-encoding'] !== undefined ||
        Number(req.headers['content-length'] ?? 0) > 0);
    const chunks: Buffer[] = [];
    if (sendsBody) for await (const chunk of req) chunks.push(chunk as Buffer);
    else req.resume();
    return new IncomingRequest(
      method,
      new URL(req.url ?? '/', origin).href,
      new IncomingHeaders(req.rawHeaders),
      chunks.length > 0 ? Buffer.concat(chunks) : null,
    );
  }

  /** The same request as undici's `Request`, built once. */
  toFetchRequest(): Request {
    this.#fetchRequest ??= new Request(this.url, {
      method: this.method,
      headers: [...this.headers],
      body: this.#body && new Uint8Array(this.#body),
    });
    return this.#fetchRequest;
  }

  #consume(): Buffer {
    if (this.#bodyUsed) throw new TypeError('Body is unusable: Body has already been read');
    this.#bodyUsed = true;
    return this.#body ?? Buffer.alloc(0);
  }

  get bodyUsed(): boolean {
    return this.#bodyUsed || (this.#fetchRequest?.bodyUsed ?? false);
  }

  text(): Promise<string> {
    return Promise.resolve().then(() => this.#consume().toString('utf8'));
  }

  json(): Promise<unknown> {
    return this.text().then((text) => JSON.parse(text) as unknown);
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    return this.bytes().then((bytes) => bytes.buffer);
  }

  bytes(): Promise<Uint8Array<ArrayBuffer>> {
    // A copy: Buffer.concat may hand out a slice of a shared pool.
    return Promise.resolve().then(() => new Uint8Array(this.#consume()));
  }

  // What the handlers never read comes from undici's Request.
  get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    return this.toFetchRequest().body;
  }
  blob(): Promise<Blob> {
    return this.toFetchRequest().blob();
  }
  formData(): Promise<FormData> {
    return this.toFetchRequest().formData();
  }
  clone(): Request {
    return this.toFetchRequest().clone();
  }
  get cache(): RequestCache {
    return this.toFetchRequest().cache;
  }
  get credentials(): RequestCredentials {
    return this.toFetchRequest().credentials;
  }
  get destination(): RequestDestination {
    return this.toFetchRequest().destination;
  }
  get integrity(): string {
    return this.toFetchRequest().integrity;
  }
  get keepalive(): boolean {
    return this.toFetchRequest().keepalive;
  }
  get mode(): RequestMode {
    return this.toFetchRequest().mode;
  }
  get redirect(): RequestRedirect {
    return this.toFetchRequest().redirect;
  }
  get referrer(): string {
    return this.toFetchRequest().referrer;
  }
  get referrerPolicy(): ReferrerPolicy {
    return this.toFetchRequest().referrerPolicy;
  }
  get signal(): AbortSignal {
    return this.toFetchRequest().signal;
  }
}

/** `request` as undici's own Request, for code that needs one (MSW's `getResponse`). */
export function toFetchRequest(request: Request): Request {
  return request instanceof IncomingRequest ? request.toFetchRequest() : request;
}
