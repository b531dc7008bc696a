import { HttpResponse } from 'msw';

/** MSW marks a JSON answer whose Content-Type it chose itself. */
const kDefaultContentType = Symbol.for('kDefaultContentType');

const texts = new WeakMap<Response, string>();
let installed = false;

/**
 * Faster JSON answers for the standalone server. MSW's `HttpResponse.json`, which openapi-msw's
 * `response(…).json` calls too, measures the body with a Blob for its Content-Length, and the server
 * then reads the body back through a stream: together a sixth of a request's CPU under load. This
 * replaces it, for the whole process, with an equivalent (same status, headers and body) that
 * measures with `Buffer.byteLength` and keeps the text beside the Response for {@link answerText}.
 */
export function installFastJsonAnswers(): void {
  if (installed) return;
  installed = true;
  const fastJson = (body: unknown, init?: ResponseInit) => {
    const text: string | undefined = JSON.stringify(body);
    const headers = new Headers(init?.headers);
    const defaultType = !headers.has('content-type');
    if (defaultType) headers.set('content-type', 'application/json');
    if (!headers.has('content-length')) {
      headers.set('content-length', String(text ? Buffer.byteLength(text) : 0));
    }
    const response = new HttpResponse(text, { ...init, headers });
    if (defaultType) {
      Object.defineProperty(response, kDefaultContentType, { value: true, enumerable: false });
    }
    if (text !== undefined) texts.set(response, text);
    return response;
  };
  HttpResponse.json = fastJson as typeof HttpResponse.json;
}

/** The body of a JSON answer made after {@link installFastJsonAnswers}, without reading its stream. */
export function answerText(response: Response): string | undefined {
  return texts.get(response);
}
