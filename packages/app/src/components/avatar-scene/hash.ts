/** FNV-1a: a stable 32-bit hash, so a model key always gives the same shape and colour. */
export function hashKey(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A pleasant colour for a key, as a CSS hsl() string. */
export function keyColour(key: string): string {
  const hash = hashKey(key);
  return `hsl(${hash % 360} ${45 + (hash % 30)}% ${42 + ((hash >>> 8) % 20)}%)`;
}
