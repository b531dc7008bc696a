import { STATUS_CODES } from 'node:http';
import { HttpResponse } from 'msw';
import { PlainHeaders } from './plain-headers.ts';

/** MSW marks a JSON answer whose Content-Type it chose itself. */
const kDefaultContentType = Symbol.for('kDefaultContentType');

/** Statuses fetch gives no body (MSW's FetchResponse drops it). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * A JSON answer as the handlers make it, without undici's Response: the status, headers and text
 * are kept as they are, and a real `HttpResponse` is built only when something asks for a part the
 * standalone server does not read (its stream, a form). It is an `HttpResponse` for `instanceof`.
 */
class JsonAnswer implements Response {
  readonly status: number;
  readonly statusText: string;
  readonly headers: PlainHeaders;
  readonly type: ResponseType = 'default';
  readonly url = '';
  readonly redirected = false;
  readonly #text: string;
  #bodyUsed = false;
  #response: Response | undefined;

  constructor(text: string, status: number, statusText: string, headers: PlainHeaders) {
    this.#text = text;
    this.status = status;
    this.statusText = statusText;
    this.headers = headers;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  /** The body as sent, for the server to write as is. */
  get sentText(): string {
    return this.#text;
  }

  #fetchResponse(): Response {
    this.#response ??= new HttpResponse(this.#text, {
      status: this.status,
      statusText: this.statusText,
      headers: [...this.headers],
    });
    return this.#response;
  }

  #consume(): Promise<string> {
    if (this.bodyUsed)
      return Promise.reject(new TypeError('Body is unusable: Body has already been read'));
    this.#bodyUsed = true;
    return Promise.resolve(this.#text);
  }

  get bodyUsed(): boolean {
    return this.#bodyUsed || (this.#response?.bodyUsed ?? false);
  }

  text(): Promise<string> {
    return this.#consume();
  }

  json(): Promise<unknown> {
    return this.#consume().then((text) => JSON.parse(text) as unknown);
  }

  bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.#consume().then((text) => new Uint8Array(Buffer.from(text)));
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    return this.bytes().then((bytes) => bytes.buffer);
  }

  blob(): Promise<Blob> {
    return this.#consume().then(
      (text) => new Blob([text], { type: this.headers.get('content-type') ?? '' }),
    );
  }

  clone(): Response {
    if (this.bodyUsed) throw new TypeError('Response.clone: Body has already been consumed.');
    const copy = new JsonAnswer(
      this.#text,
      this.status,
      this.statusText,
      new PlainHeaders(this.headers),
    );
    return markDefaultType(copy, Reflect.get(this, kDefaultContentType) === true);
  }

  // What the server never reads comes from a real HttpResponse.
  get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    return this.#fetchResponse().body;
  }
  formData(): Promise<FormData> {
    return this.#fetchResponse().formData();
  }
}
Object.setPrototypeOf(JsonAnswer.prototype, HttpResponse.prototype);

function markDefaultType(answer: JsonAnswer, defaultType: boolean): JsonAnswer {
  if (defaultType)
    Object.defineProperty(answer, kDefaultContentType, { value: true, enumerable: false });
  return answer;
}

let installed = false;

/**
 * Faster JSON answers for the standalone server. MSW's `HttpResponse.json`, which openapi-msw's
 * `response(…).json` calls too, measures the body with a Blob for its Content-Length and builds an
 * undici Response with a body stream and WebIDL-checked headers, which the server then reads back:
 * together about a sixth of a request's CPU under load. This replaces it, for the whole process,
 * with an equivalent (same status, status text, headers and body) that measures with
 * `Buffer.byteLength` and keeps the text ({@link answerText}). Answers fetch treats specially (no
 * body, a status outside 200–599, a `type`) are MSW's own, and so is MSW's Set-Cookie mark, which
 * only its browser and Node interceptors read.
 */
export function installFastJsonAnswers(): void {
  if (installed) return;
  installed = true;
  const mswJson = HttpResponse.json.bind(HttpResponse);
  const fastJson = (body: unknown, init?: ResponseInit & { type?: ResponseType }) => {
    const status = init?.status || 200;
    const text: string | undefined = JSON.stringify(body);
    if (
      text === undefined ||
      NULL_BODY_STATUSES.has(status) ||
      status < 200 ||
      status > 599 ||
      init?.type !== undefined
    ) {
      return mswJson(body as never, init);
    }
    const headers = new PlainHeaders(init?.headers);
    const defaultType = !headers.has('content-type');
    if (defaultType) headers.set('content-type', 'application/json');
    if (!headers.has('content-length'))
      headers.set('content-length', String(Buffer.byteLength(text)));
    const statusText = init?.statusText || STATUS_CODES[status] || '';
    const answer = new JsonAnswer(text, status, statusText, headers);
    return markDefaultType(answer, defaultType) as unknown as HttpResponse<never>;
  };
  HttpResponse.json = fastJson as typeof HttpResponse.json;
}

/** The body of a JSON answer made after {@link installFastJsonAnswers}, without reading it. */
export function answerText(response: Response): string | undefined {
  return response instanceof JsonAnswer ? response.sentText : undefined;
}
