import { describe, expect, it } from 'vitest';
import { PlainHeaders } from '../src/http/plain-headers.ts';

describe('PlainHeaders', () => {
  it('keeps each Set-Cookie apart, as fetch does', () => {
    const headers = PlainHeaders.fromRaw(['Set-Cookie', 'a=1', 'set-cookie', 'b=2', 'Vary', 'x']);
    const reference = new Headers([
      ['Set-Cookie', 'a=1'],
      ['set-cookie', 'b=2'],
      ['Vary', 'x'],
    ]);
    expect([...headers]).toEqual([...reference]);
    expect(headers.getSetCookie()).toEqual(reference.getSetCookie());
    headers.set('vary', 'y');
    reference.set('vary', 'y');
    headers.delete('set-cookie');
    reference.delete('set-cookie');
    expect([...headers.keys()]).toEqual([...reference.keys()]);
    expect([...headers.values()]).toEqual([...reference.values()]);
  });

  it.each<[string, HeadersInit]>([
    ['a record', { 'Content-Type': 'application/json', 'X-Count': '2' }],
    [
      'pairs',
      [
        ['Retry-After', '30'],
        ['retry-after', '60'],
      ],
    ],
    ['Headers', new Headers({ Vary: 'Origin', 'Set-Cookie': 'a=1' })],
  ])('is made from %s as Headers is', (_, init) => {
    expect([...new PlainHeaders(init)]).toEqual([...new Headers(init)]);
  });
});
