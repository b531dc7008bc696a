/**
 * A small seeded PRNG (mulberry32): the same seed gives the same sequence on every runtime, so the
 * generated data is identical on every start without shipping data files.
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  };
  const chance = (probability: number): boolean => next() < probability;
  const hex = (length: number): string =>
    Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join('');
  /** An RFC 4122-shaped v4 uuid made of seeded digits. */
  const uuid = (): string =>
    `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  /** `count` distinct items, in random order. */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    const taken = Math.min(count, copy.length);
    // Partial Fisher–Yates: only the first `taken` positions need shuffling.
    for (let i = 0; i < taken; i++) {
      const j = i + Math.floor(next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, taken);
  };
  return { next, int, pick, chance, hex, uuid, sample };
}

export type Random = ReturnType<typeof createRandom>;
