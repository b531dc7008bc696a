import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerText, installFastJsonAnswers } from '../src/json-answers.ts';

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

  it('keeps the text it sent, for the server to write as is', async () => {
    const response = HttpResponse.json({ status: 200, text: 'é' });
    expect(answerText(response)).toBe('{"status":200,"text":"é"}');
    expect(answerText(response)).toBe(await response.text());
    expect(answerText(new HttpResponse('not json'))).toBeUndefined();
  });
});
