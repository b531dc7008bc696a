#!/usr/bin/env node
// Gzip budgets for the production build (`pnpm build` first; `pnpm size` checks dist/, or the
// directory given as the first argument), and with `--demo <dir>` for a demo build (the browser
// journeys check the one they run against). Each budget sits a little above the size measured when
// it was set: raise one only with a reason, and lower it when a change makes the bundle smaller.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressedSizes, containsThree, filesOf, readManifest, staticClosure } from './bundle.mjs';
import { checkPrerendered } from './check-prerendered.mjs';

const KB = 1024;

/**
 * What the demo's in-browser mock adds to a first visit of /landing, measured 47.4 KB (the
 * benchmark's limit is 60 KB): MSW, the worker's module and the controls, and the handlers of
 * the one request /landing sends (`GET /ping`). Other handlers, the database, zod and the seed
 * load on demand.
 */
const DEMO_MOCK_FIRST_VISIT = 52 * KB;

/**
 * Entry chunk and what it imports statically (first visit of every page), measured 121.0 KB (121.5
 * with react-router's development build): react, react-dom, react-router, react-query and the
 * shell's providers. Components load with the routes that use them (the packages declare which of
 * their modules have side effects).
 */
const ENTRY_JS = 122.5 * KB;
/**
 * The app's one stylesheet (`cssCodeSplit: false`), linked by every page: measured 14.8 KB, 14.4
 * of it without the web fonts' @font-face rules (@endless/ui's fonts.css; the woff2 files are
 * requests of their own, not counted here).
 */
const STYLESHEET = 15 * KB;
/**
 * Everything a first visit of /landing loads: entry, root layout and landing route, JS and CSS;
 * measured 161.3 KB (161.8 with react-router's development build, 176.4 before the login form's
 * code loaded on intent, 202.9 before the signed-in header's menus left the guests' pages).
 */
const LANDING_FIRST_VISIT = 163 * KB;

/**
 * What opening each route adds to the entry (its chunk, the shared chunks and CSS it imports
 * statically and the entry does not), in bytes gzipped. A route missing here fails the check, so
 * a new route gets a budget of its own. Measured sizes in the comments (KB).
 * @type {Record<string, number>}
 */
const ROUTE_BUDGETS = {
  'src/app/routes/account/discord-callback.tsx': 5.5 * KB, // 4.6
  'src/app/routes/account/settings.tsx': 69 * KB, // 65.4
  'src/app/routes/account/verify.tsx': 23 * KB, // 22.2: inputs count code points as the contract does
  'src/app/routes/accountability/report.tsx': 57.5 * KB, // 54.7
  'src/app/routes/accountability/restricted.tsx': 31.5 * KB, // 30.5
  'src/app/routes/auth/login.tsx': 15 * KB, // 13.7: the login form's code loads on intent
  'src/app/routes/auth/register.tsx': 61.5 * KB, // 58.5
  'src/app/routes/auth/reset-password.tsx': 22.5 * KB, // 21.0
  'src/app/routes/character/character.tsx': 39 * KB, // 36.7
  'src/app/routes/communities/communities.tsx': 1 * KB, // 0.4
  'src/app/routes/dashboard/dashboard.tsx': 16 * KB, // 14.8: the status form's code loads on intent
  'src/app/routes/design/design.tsx': 1 * KB, // 0.4
  'src/app/routes/develop/develop.tsx': 1 * KB, // 0.4
  'src/app/routes/forums/categories.tsx': 6.5 * KB, // 6.0
  'src/app/routes/forums/category.tsx': 10.5 * KB, // 9.6
  'src/app/routes/forums/create-reply.tsx': 32 * KB, // 31.1: the contract's lengths, counted in code points
  'src/app/routes/forums/create-thread.tsx': 32 * KB, // 31.1: the contract's lengths, counted in code points
  'src/app/routes/forums/thread.tsx': 46.5 * KB, // 44.0
  'src/app/routes/friends/users.tsx': 34.5 * KB, // 32.4
  'src/app/routes/games/game.tsx': 1 * KB, // 0.4
  'src/app/routes/games/games.tsx': 1 * KB, // 0.4
  'src/app/routes/inventory/inventory.tsx': 18 * KB, // 16.7
  'src/app/routes/landing/landing.tsx': 17.5 * KB, // 16.1: the login form's code loads on intent
  'src/app/routes/legal/contact.tsx': 5.5 * KB, // 4.6
  'src/app/routes/legal/privacy.tsx': 3 * KB, // 2.2
  'src/app/routes/legal/terms.tsx': 4 * KB, // 3.1
  'src/app/routes/marketplace/listing.tsx': 27 * KB, // 25.6
  'src/app/routes/marketplace/marketplace.tsx': 21.5 * KB, // 20.9: contract-named categories, code-point search box
  'src/app/routes/not-found.tsx': 1 * KB, // 0.1
  'src/app/routes/profiles/profile-redirect.tsx': 1 * KB, // 0.3
  'src/app/routes/profiles/user-profile.tsx': 46 * KB, // 43.5
  'src/app/routes/root-layout.tsx': 15.5 * KB, // 14.7
  'src/app/routes/services/services.tsx': 1 * KB, // 0.4
  'src/app/routes/studio/studio.tsx': 1 * KB, // 0.4
  'src/app/routes/trading/trading.tsx': 1 * KB, // 0.4
  'src/app/routes/upgrade/upgrade-success.tsx': 5.5 * KB, // 4.7
  'src/app/routes/upgrade/upgrade.tsx': 8.5 * KB, // 8.0
  'src/app/routes/workbench/workbench.tsx': 1 * KB, // 0.4
};

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const demo = process.argv.includes('--demo');
const distDir = resolve(
  process.argv.slice(2).find((arg) => arg !== '--demo') ?? join(appRoot, 'dist'),
);
const manifest = readManifest(distDir);
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error(`No entry chunk in ${distDir}/.vite/manifest.json`);

/** @type {Map<string, number>} */
const gzipCache = new Map();
const gzipOf = (/** @type {string} */ file) => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = compressedSizes(readFileSync(join(distDir, file))).gzip;
    gzipCache.set(file, size);
  }
  return size;
};
const total = (/** @type {string[]} */ files) => files.reduce((sum, file) => sum + gzipOf(file), 0);
const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** @type {string[]} */
const failures = [];
/** @type {Array<[string, number, number]>} */
const rows = [];
const check = (
  /** @type {string} */ name,
  /** @type {number} */ size,
  /** @type {number} */ budget,
  /** @type {string[]} */ files,
) => {
  rows.push([name, size, budget]);
  if (size > budget) {
    failures.push(
      `${name}: ${kb(size)} gzip > budget ${kb(budget)} (${files.map((file) => `${file} ${kb(gzipOf(file))}`).join(', ')})`,
    );
  }
};

function checkProduction() {
  const entry = filesOf(manifest, [entryKey]);
  check(`entry JS (${entry.js[0]} and its static imports)`, total(entry.js), ENTRY_JS, entry.js);
  // Not in the manifest: the prerender step rewrites it (scripts/prerender.ts); index.html links it.
  const stylesheetHref = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/.exec(
    readFileSync(join(distDir, 'index.html'), 'utf8'),
  )?.[1];
  if (!stylesheetHref) throw new Error(`${distDir}/index.html links no stylesheet`);
  check(`stylesheet (${stylesheetHref})`, gzipOf(stylesheetHref), STYLESHEET, [stylesheetHref]);

  const routeKeys = Object.keys(manifest).filter(
    (key) => key.startsWith('src/app/routes/') && manifest[key]?.isDynamicEntry,
  );
  const landing = filesOf(manifest, [
    entryKey,
    'src/app/routes/root-layout.tsx',
    'src/app/routes/landing/landing.tsx',
  ]);
  check(
    'first visit of /landing (JS + CSS)',
    total([...landing.js, stylesheetHref]),
    LANDING_FIRST_VISIT,
    [...landing.js, stylesheetHref],
  );

  const entryFiles = new Set([...entry.js, ...entry.css]);
  for (const key of routeKeys) {
    const route = filesOf(manifest, [key]);
    const added = [...route.js, ...route.css].filter((file) => !entryFiles.has(file));
    const budget = ROUTE_BUDGETS[key];
    if (budget === undefined)
      failures.push(
        `${key} (${manifest[key]?.file}, ${kb(total(added))} gzip) has no budget in scripts/check-size.mjs`,
      );
    else check(`route ${key} (${manifest[key]?.file})`, total(added), budget, added);
  }

  // three.js belongs behind the dynamic import of a 3D view: never in the entry nor in a route's
  // static imports.
  for (const key of [entryKey, ...routeKeys]) {
    for (const chunkKey of staticClosure(manifest, [key])) {
      const file = /** @type {string} */ (manifest[chunkKey]?.file);
      if (file.endsWith('.js') && containsThree(readFileSync(join(distDir, file)))) {
        failures.push(`${file} contains three.js and is imported statically by ${key}`);
      }
    }
  }

  failures.push(...checkPrerendered(distDir));
}

function checkDemo() {
  const keyOf = (/** @type {string} */ module) => {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(module));
    if (!key) throw new Error(`${distDir} is not a demo build: no ${module} chunk`);
    return key;
  };
  const entryFiles = new Set(filesOf(manifest, [/** @type {string} */ (entryKey)]).js);
  const mock = filesOf(manifest, [
    keyOf('mock-server/src/runtimes/browser.ts'),
    keyOf('mock-server/src/handlers/ping.ts'),
  ]).js.filter((file) => !entryFiles.has(file));
  check('demo mock on a first visit of /landing', total(mock), DEMO_MOCK_FIRST_VISIT, mock);
}

if (demo) checkDemo();
else checkProduction();

for (const [name, size, budget] of rows) {
  console.log(
    `${size > budget ? '✖' : '✔'} ${kb(size).padStart(9)} / ${kb(budget).padStart(9)}  ${name}`,
  );
}
if (failures.length > 0) {
  console.error(
    `\nBundle size check failed:\n${[...new Set(failures)].map((line) => `  - ${line}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`\nBundle sizes within budget (${distDir}).`);
