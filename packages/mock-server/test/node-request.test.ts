import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IncomingRequest, toFetchRequest } from '../src/http/node-request.ts';

/** What undici's own Request makes of the same node:http request. */
async function undiciRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (let at = 0; at < req.rawHeaders.length; at += 2) {
    headers.append(req.rawHeaders[at]!, req.rawHeaders[at + 1]!);
  }
  const body = chunks.length > 0 ? new Uint8Array(Buffer.concat(chunks)) : undefined;
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body });
}

let origin = '';
let received: Promise<[IncomingRequest, Request]>;
let onRequest: (pair: [IncomingRequest, Request]) => void;
const server = createServer((req, res) => {
  // Two readers of one stream: the raw copy is taken first, then both requests are built from it.
  const raw: Buffer[] = [];
  req.on('data', (chunk: Buffer) => raw.push(chunk));
  req.on('end', () => {
    const replay = (copy: IncomingMessage) =>
      Object.assign(copy, { [Symbol.asyncIterator]: () => raw.values() });
    void Promise.all([
      IncomingRequest.from(replay(Object.create(req) as IncomingMessage), origin),
      undiciRequest(replay(Object.create(req) as IncomingMessage), origin),
    ]).then(onRequest);
    res.end();
  });
});

function send(
  method: string,
  path: string,
  headers: Record<string, string | string[]>,
  body?: string,
) {
  received = new Promise((resolve) => (onRequest = resolve));
  const client = httpRequest(`${origin}${path}`, { method, headers });
  client.end(body);
  return received;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('IncomingRequest', () => {
  it('reads method, URL and headers as undici does', async () => {
    const [incoming, reference] = await send('GET', '/forums/data/thread?id=3&page=2', {
      Authorization: 'Bearer abc',
      'X-Repeated': ['one', ' two '],
      Cookie: 'a=1; b=2',
    });
    expect(incoming.method).toBe(reference.method);
    expect(incoming.url).toBe(reference.url);
    expect([...incoming.headers]).toEqual([...reference.headers]);
    expect(incoming.headers.get('AUTHORIZATION')).toBe(reference.headers.get('authorization'));
    expect(incoming.headers.get('x-repeated')).toBe('one, two');
    expect(incoming.headers.has('content-type')).toBe(false);
    const seen: string[] = [];
    incoming.headers.forEach((value, key) => seen.push(`${key}=${value}`));
    const expected: string[] = [];
    reference.headers.forEach((value, key) => expected.push(`${key}=${value}`));
    expect(seen).toEqual(expected);
    expect(await incoming.text()).toBe(await reference.text());
  });

  it('gives the body once, as text, JSON or bytes, and builds the same undici Request', async () => {
    const body = JSON.stringify({ content: 'Café ☕ 🌌' });
    const headers = { 'Content-Type': 'application/json' };
    const [incoming, reference] = await send('PUT', '/account/about', headers, body);
    expect(await incoming.json()).toEqual(await reference.json());
    expect(incoming.bodyUsed).toBe(true);
    await expect(incoming.text()).rejects.toThrow(TypeError);

    const [again] = await send('PUT', '/account/about', headers, body);
    const fetchRequest = toFetchRequest(again);
    expect(fetchRequest).toBeInstanceOf(Request);
    expect(await fetchRequest.text()).toBe(body);
    expect(fetchRequest.headers.get('content-type')).toBe('application/json');
    const bytes = await again.arrayBuffer();
    expect(Buffer.from(bytes).toString('utf8')).toBe(body);
    expect(bytes.byteLength).toBe(Buffer.byteLength(body));
  });

  it('leaves a fetch Request as it is', () => {
    const request = new Request('http://127.0.0.1/a');
    expect(toFetchRequest(request)).toBe(request);
  });
});
