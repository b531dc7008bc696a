#!/usr/bin/env node
// Gzip budgets for the production build (`pnpm build` first; `pnpm size` checks dist/, or the
// directory given as the first argument). Each budget sits a little above the size measured when it
// was set: raise one only with a reason, and lower it when a change makes the bundle smaller.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressedSizes, containsThree, filesOf, readManifest, staticClosure } from './bundle.mjs';
import { checkPrerendered } from './check-prerendered.mjs';

const KB = 1024;

/**
 * Entry chunk and what it imports statically (first visit of every page), measured 116.8 KB: react,
 * react-dom, react-router, react-query and the shell's providers. Components load with the routes
 * that use them (the packages declare which of their modules have side effects).
 */
const ENTRY_JS = 126 * KB;
/** The entry's CSS, measured 2.3 KB. */
const ENTRY_CSS = 3 * KB;
/** Everything a first visit of /landing loads: entry, root layout and landing route, JS and CSS; measured 221.1 KB. */
const LANDING_FIRST_VISIT = 230 * KB;

/**
 * What opening each route adds to the entry (its chunk, the shared chunks and CSS it imports
 * statically and the entry does not), in bytes gzipped. A route missing here fails the check, so
 * a new route gets a budget of its own. Measured sizes in the comments (KB).
 * @type {Record<string, number>}
 */
const ROUTE_BUDGETS = {
  'src/app/routes/account/discord-callback.tsx': 11.5 * KB, // 10.4
  'src/app/routes/account/settings.tsx': 106.5 * KB, // 98.5
  'src/app/routes/account/verify.tsx': 54 * KB, // 49.8
  'src/app/routes/accountability/report.tsx': 91.5 * KB, // 84.5
  'src/app/routes/accountability/restricted.tsx': 64 * KB, // 59.1
  'src/app/routes/auth/login.tsx': 61.5 * KB, // 56.6
  'src/app/routes/auth/register.tsx': 95.5 * KB, // 88.4
  'src/app/routes/auth/reset-password.tsx': 54 * KB, // 49.7
  'src/app/routes/character/character.tsx': 74 * KB, // 68.5
  'src/app/routes/communities/communities.tsx': 1 * KB, // 0.4
  'src/app/routes/dashboard/dashboard.tsx': 63.5 * KB, // 58.5
  'src/app/routes/design/design.tsx': 1 * KB, // 0.4
  'src/app/routes/develop/develop.tsx': 1 * KB, // 0.4
  'src/app/routes/forums/categories.tsx': 14.5 * KB, // 13.2
  'src/app/routes/forums/category.tsx': 19.5 * KB, // 18.0
  'src/app/routes/forums/create-reply.tsx': 65.5 * KB, // 60.4
  'src/app/routes/forums/create-thread.tsx': 65.5 * KB, // 60.4
  'src/app/routes/forums/thread.tsx': 82.5 * KB, // 76.0
  'src/app/routes/friends/users.tsx': 43 * KB, // 39.7
  'src/app/routes/games/game.tsx': 1 * KB, // 0.4
  'src/app/routes/games/games.tsx': 1 * KB, // 0.4
  'src/app/routes/inventory/inventory.tsx': 27 * KB, // 24.8
  'src/app/routes/landing/landing.tsx': 64 * KB, // 58.9
  'src/app/routes/legal/contact.tsx': 7.5 * KB, // 6.7
  'src/app/routes/legal/privacy.tsx': 3.5 * KB, // 3.0
  'src/app/routes/legal/terms.tsx': 4.5 * KB, // 3.9
  'src/app/routes/marketplace/listing.tsx': 38 * KB, // 35.0
  'src/app/routes/marketplace/marketplace.tsx': 32 * KB, // 29.2
  'src/app/routes/not-found.tsx': 1 * KB, // 0.1
  'src/app/routes/profiles/profile-redirect.tsx': 4.5 * KB, // 3.8
  'src/app/routes/profiles/user-profile.tsx': 56 * KB, // 51.8
  'src/app/routes/root-layout.tsx': 59 * KB, // 54.2
  'src/app/routes/services/services.tsx': 1 * KB, // 0.4
  'src/app/routes/studio/studio.tsx': 1 * KB, // 0.4
  'src/app/routes/trading/trading.tsx': 1 * KB, // 0.4
  'src/app/routes/upgrade/upgrade-success.tsx': 12.5 * KB, // 11.3
  'src/app/routes/upgrade/upgrade.tsx': 16 * KB, // 14.5
  'src/app/routes/workbench/workbench.tsx': 1 * KB, // 0.4
};

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = resolve(process.argv[2] ?? join(appRoot, 'dist'));
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

const entry = filesOf(manifest, [entryKey]);
check(`entry JS (${entry.js[0]} and its static imports)`, total(entry.js), ENTRY_JS, entry.js);
check('entry CSS', total(entry.css), ENTRY_CSS, entry.css);

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
  total([...landing.js, ...landing.css]),
  LANDING_FIRST_VISIT,
  [...landing.js, ...landing.css],
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
