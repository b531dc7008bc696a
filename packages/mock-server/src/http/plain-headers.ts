/**
 * Headers with fetch's `Headers` semantics (names case-insensitive, repeated headers joined with
 * ", ", each Set-Cookie its own entry, iteration sorted by name), kept in a plain Map. undici's
 * `Headers` checks every name and value through WebIDL: a noticeable share of a request's CPU in
 * the standalone server, which builds headers for every request and every answer.
 */
export class PlainHeaders implements Headers {
  readonly #values = new Map<string, string>();
  readonly #setCookies: string[] = [];

  constructor(init?: HeadersInit) {
    if (init === undefined) return;
    const pairs: Iterable<readonly string[]> =
      Symbol.iterator in init ? (init as Iterable<readonly string[]>) : Object.entries(init);
    for (const [name, value] of pairs) this.append(name!, value!);
  }

  /** From node:http's `rawHeaders`: names and values in turn. */
  static fromRaw(rawHeaders: readonly string[]): PlainHeaders {
    const headers = new PlainHeaders();
    for (let at = 0; at + 1 < rawHeaders.length; at += 2) {
      headers.append(rawHeaders[at]!, rawHeaders[at + 1]!);
    }
    return headers;
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
