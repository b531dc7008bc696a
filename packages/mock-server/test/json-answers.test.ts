import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerText, installFastJsonAnswers } from '../src/http/json-answers.ts';

const mswJson = HttpResponse.json.bind(HttpResponse);
const kDefaultContentType = Symbol.for('kDefaultContentType');

async function seen(response: Response) {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    defaultType: Reflect.get(response, kDefaultContentType) === true,
    body: await response.text(),
  };
}

const cases: [string, unknown, ResponseInit | undefined][] = [
  ['an object with text outside ASCII', { status: 200, about: 'Café ☕ 🌌 “quotes”' }, undefined],
  ['an error with a status', { status: 404, error_code: 'MP1001' }, { status: 404 }],
  [
    'its own content type and a cookie',
    [1, 2, 3],
    { headers: { 'Content-Type': 'application/problem+json', 'Set-Cookie': 'a=1' } },
  ],
  ['null', null, { status: 201 }],
  ['nothing', undefined, undefined],
];

describe('installFastJsonAnswers', () => {
  installFastJsonAnswers();

  it.each(cases)('answers %s exactly as MSW does', async (_, body, init) => {
    const fast = HttpResponse.json(body as object, init);
    expect(await seen(fast)).toEqual(await seen(mswJson(body as object, init)));
  });

  it('gives every status the status text MSW gives it, and no body where fetch has none', async () => {
    for (let status = 200; status <= 599; status += 1) {
      const fast = HttpResponse.json({ status }, { status });
      const msw = mswJson({ status }, { status });
      expect([fast.status, fast.statusText, fast.ok]).toEqual([msw.status, msw.statusText, msw.ok]);
      expect(await fast.text()).toBe(await msw.text());
    }
  });

  it('reads like a Response: once, as text, JSON, bytes, a blob, a stream or a clone', async () => {
    const body = { status: 200, about: 'Café ☕' };
    const text = JSON.stringify(body);
    const answer = HttpResponse.json(body);
    expect(answer).toBeInstanceOf(Response);
    expect(answer).toBeInstanceOf(HttpResponse);
    expect(answer.type).toBe('default');
    const copy = answer.clone();
    expect(await answer.json()).toEqual(body);
    expect(answer.bodyUsed).toBe(true);
    await expect(answer.text()).rejects.toThrow(TypeError);
    expect(() => answer.clone()).toThrow(TypeError);
    expect(await seen(copy)).toEqual(await seen(mswJson(body)));

    const bytes = await HttpResponse.json(body).arrayBuffer();
    expect(Buffer.from(bytes).toString('utf8')).toBe(text);
    const blob = await HttpResponse.json(body).blob();
    expect([blob.type, await blob.text()]).toEqual(['application/json', text]);
    const streamed = HttpResponse.json(body);
    expect(await new Response(streamed.body).text()).toBe(text);
    expect(streamed.bodyUsed).toBe(true);
  });

  it('keeps the text it sent, for the server to write as is', async () => {
    const response = HttpResponse.json({ status: 200, text: 'é' });
    expect(answerText(response)).toBe('{"status":200,"text":"é"}');
    expect(answerText(response)).toBe(await response.text());
    expect(answerText(new HttpResponse('not json'))).toBeUndefined();
  });
});
