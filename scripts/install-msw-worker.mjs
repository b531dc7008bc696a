#!/usr/bin/env node
// `msw init` for the app's public/, safe beside a build reading that folder: the worker script is
// replaced only when it differs from the installed msw's copy, and atomically (copy, then rename),
// so a concurrent build (the browser journeys' demo, the Storybook) never copies it half written.
// Usage: node scripts/install-msw-worker.mjs <public dir>
import { copyFileSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const publicDir = path.resolve(process.argv[2] ?? 'public');
const source = createRequire(path.join(publicDir, '..', 'package.json')).resolve(
  'msw/mockServiceWorker.js',
);
const target = path.join(publicDir, 'mockServiceWorker.js');
const wanted = readFileSync(source);
let current = null;
try {
  current = readFileSync(target);
} catch {
  // Not installed yet.
}
if (!current?.equals(wanted)) {
  const staging = `${target}.${process.pid}.tmp`;
  copyFileSync(source, staging);
  renameSync(staging, target);
}
