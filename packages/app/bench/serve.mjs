// A small static server for a built dist: a prerendered page (dist/<path>/index.html) for its path,
// SPA fallback to index.html for other routes, gzip or brotli by
// Accept-Encoding (compressed once per file and kept in memory, as a host serving precompressed
// assets would), long-lived caching for hashed assets. Listens on 127.0.0.1 only.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { IMMUTABLE_ASSET } from '../scripts/cache-control.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

/**
 * @param {string} root the dist directory (read at request time, so it may be built later)
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveStatic(root) {
  /** @type {Map<string, Buffer>} */
  const cache = new Map();
  const encoded = (/** @type {string} */ key, /** @type {() => Buffer} */ make) => {
    let value = cache.get(key);
    if (!value) cache.set(key, (value = make()));
    return value;
  };

  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const relative = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, relative);
    let body;
    try {
      // Paths without an extension are app routes: their prerendered page, else the SPA.
      if (!extname(relative)) file = join(root, relative, 'index.html');
      body = await readFile(file);
    } catch {
      if (extname(relative)) {
        res.writeHead(404).end();
        return;
      }
      file = join(root, 'index.html');
      body = await readFile(file);
    }
    const ext = extname(file);
    /** @type {Record<string, string>} */
    const headers = {
      'content-type': TYPES[/** @type {keyof typeof TYPES} */ (ext)] ?? 'application/octet-stream',
      'cache-control': relative.startsWith('/assets/') ? IMMUTABLE_ASSET : 'no-cache',
      vary: 'Accept-Encoding',
    };
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (COMPRESSIBLE.has(ext) && /\bbr\b/.test(accepts)) {
      headers['content-encoding'] = 'br';
      const source = body;
      body = encoded(`br:${file}`, () =>
        brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    } else if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(accepts)) {
      headers['content-encoding'] = 'gzip';
      const source = body;
      body = encoded(`gz:${file}`, () => gzipSync(source, { level: 9 }));
    }
    res.writeHead(200, { ...headers, 'content-length': String(body.byteLength) });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}
