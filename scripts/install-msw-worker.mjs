#!/usr/bin/env node
// `msw init` for the app's public/, safe beside a build reading that folder: the worker script is
// replaced only when it differs from what it should be, and atomically (copy, then rename), so a
// concurrent build (the browser journeys' demo, the Storybook) never copies it half written.
// Usage: node scripts/install-msw-worker.mjs <public dir>   (or import installMockServiceWorker)
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Put before MSW's own fetch listener. MSW's worker answers every request of a page once a page has
 * started the mock, the app's own scripts included: it fetches them again from inside the worker
 * ("passthrough"). In Firefox such a fetch can fail (the worker is stopped while idle, or the page
 * that asked has navigated away), and the page then logs "Failed to load …/assets/….js. A
 * ServiceWorker intercepted the request and encountered an unexpected error". The mock owns only
 * the API and content hosts, never the page's own origin: the browser loads those files itself.
 */
export const OWN_ORIGIN_BYPASS = `// Endless: requests to the page's own origin (its scripts, styles, fonts) never enter the mock.
self.addEventListener('fetch', function (event) {
  if (new URL(event.request.url).origin === self.location.origin) {
    event.stopImmediatePropagation()
  }
})

`;

/** The worker script the app and Storybook serve: the bypass, then MSW's worker unchanged. */
export function mockServiceWorkerSource(publicDir) {
  const msw = createRequire(path.join(publicDir, '..', 'package.json')).resolve(
    'msw/mockServiceWorker.js',
  );
  return OWN_ORIGIN_BYPASS + readFileSync(msw, 'utf8');
}

/** Writes `<publicDir>/mockServiceWorker.js` when it differs from what it should be. */
export function installMockServiceWorker(publicDir) {
  const target = path.join(publicDir, 'mockServiceWorker.js');
  const wanted = mockServiceWorkerSource(publicDir);
  let current = null;
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // Not installed yet.
  }
  if (current === wanted) return;
  const staging = `${target}.${process.pid}.tmp`;
  writeFileSync(staging, wanted);
  renameSync(staging, target);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  installMockServiceWorker(path.resolve(process.argv[2] ?? 'public'));
}
