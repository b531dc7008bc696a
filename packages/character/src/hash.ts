/**
 * FNV-1a: a stable 32-bit hash of an asset key. Whatever a key picks (a body's build, an eye type,
 * an item's shape, a colour) it picks from this hash, so the mock's models and pictures and the
 * app's stand-ins agree on it.
 */
export function hashKey(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
