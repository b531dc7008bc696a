// Reading a production build through Vite's manifest (dist/.vite/manifest.json): which files a
// route pulls in statically, their compressed sizes, and whether a chunk carries three.js.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk */

/** @param {string} distDir @returns {Record<string, ManifestChunk>} */
export function readManifest(distDir) {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
}

/**
 * three.js sets `window.__THREE__` when evaluated; the string survives minification, so a chunk
 * containing it bundles three itself (the manifest does not list a chunk's modules).
 * @param {string | Uint8Array} code
 */
export function containsThree(code) {
  return Buffer.from(code).includes('__THREE__');
}

/** Sizes as served: gzip at level 9 and brotli at quality 11, as a host precompressing assets would. */
export function compressedSizes(/** @type {Uint8Array} */ bytes) {
  return {
    raw: bytes.byteLength,
    gzip: gzipSync(bytes, { level: 9 }).byteLength,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }).byteLength,
  };
}

/**
 * `keys` and the manifest keys reachable from them through `edges`, in order.
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string[]} keys
 * @param {(chunk: ManifestChunk) => string[]} edges
 */
function reachable(manifest, keys, edges) {
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    edges(chunk).forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
}

/**
 * The manifest keys loaded along with `keys` through static imports (modulepreload), in order.
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string[]} keys
 */
export function staticClosure(manifest, keys) {
  return reachable(manifest, keys, (chunk) => chunk.imports ?? []);
}

/**
 * The manifest keys `keys` can ever load, through static imports and, on demand, dynamic ones,
 * without going through the chunks `outside`.
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string[]} keys
 * @param {string[]} outside
 */
export function fullClosure(manifest, keys, outside) {
  return reachable(manifest, keys, (chunk) =>
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].filter(
      (key) => !outside.includes(key),
    ),
  );
}

/**
 * The JS and CSS files (relative to dist) that loading `keys` fetches before anything dynamic.
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string[]} keys
 */
export function filesOf(manifest, keys) {
  const chunks = staticClosure(manifest, keys).map(
    (key) => /** @type {ManifestChunk} */ (manifest[key]),
  );
  return {
    js: chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}
