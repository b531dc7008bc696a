import type { IncomingMessage } from 'node:http';
import { PlainHeaders } from './plain-headers.ts';

/**
 * A fetch `Request` for a node:http request, made for the standalone server's handlers: the method,
 * URL, headers and body are read directly, and undici's own `Request` (with its WebIDL checks, its
 * AbortSignal and its body stream, about a tenth of a request's CPU under load) is built only when
 * something asks for a part the handlers do not use ({@link toFetchRequest} for MSW itself).
 */
export class IncomingRequest implements Request {
  readonly method: string;
  readonly url: string;
  readonly headers: PlainHeaders;
  readonly #body: Buffer | null;
  #bodyUsed = false;
  #fetchRequest: Request | undefined;

  constructor(method: string, url: string, headers: PlainHeaders, body: Buffer | null) {
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
      PlainHeaders.fromRaw(req.rawHeaders),
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
