#!/usr/bin/env node
// Accessibility check of every story in every theme: serves storybook-static on 127.0.0.1, opens each
// story in Debian chromium and runs axe on #storybook-root. Fails on any serious or critical violation.
// Run after `build-storybook` (the `test:stories` script does both).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';

const STATIC_DIR = fileURLToPath(new URL('../storybook-static/', import.meta.url));
const THEMES = [
  { value: 0, name: 'default' },
  { value: 2, name: 'blue' },
  { value: 1, name: 'grey' },
];
const BLOCKING = new Set(['serious', 'critical']);
const CONCURRENCY = 3;
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

function serveStatic(root) {
  const server = http.createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    const file = path.join(root, decodeURIComponent(pathname === '/' ? '/index.html' : pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      res.writeHead(200, {
        'content-type': MIME[path.extname(file)] ?? 'application/octet-stream',
        // Every story reloads iframe.html; cached bundles keep 500+ page loads fast.
        'cache-control': file.endsWith('.html') ? 'no-cache' : 'max-age=3600',
      });
      createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Port 0: the system picks a free port.
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

async function checkStory(page, baseUrl, story, theme) {
  // a11y.manual stops the a11y addon's own axe run in the preview; this script runs axe itself.
  const url = `${baseUrl}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=theme:${theme.value};a11y.manual:!true`;
  await page.goto(url, { waitUntil: 'load' });
  // Wait until Storybook has rendered the story, run its play function and its own checks.
  await page.waitForFunction(
    () => {
      const phase = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return ['finished', 'completed', 'errored', 'aborted'].includes(phase);
    },
    undefined,
    { timeout: 30_000 },
  );
  const phase = await page.evaluate(() => window.__STORYBOOK_PREVIEW__.currentRender.phase);
  if (phase !== 'finished' && phase !== 'completed') {
    return [`${story.id} [${theme.name}]: story did not render (${phase})`];
  }
  const appliedTheme = await page.evaluate(
    () =>
      document.querySelector('#storybook-root [data-theme]')?.getAttribute('data-theme') ?? null,
  );
  if (appliedTheme !== theme.name) {
    return [`${story.id} [${theme.name}]: rendered with theme ${appliedTheme}`];
  }
  // Let entry animations of dialogs and popovers settle before colours are measured.
  await page.waitForTimeout(200);
  const results = await new AxeBuilder({ page }).include('#storybook-root').analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact))
    .map(
      (v) =>
        `${story.id} [${theme.name}]: ${v.impact} ${v.id} — ${v.help}\n` +
        v.nodes
          .map((n) => `      ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`)
          .join('\n'),
    );
}

async function main() {
  const index = JSON.parse(await readFile(path.join(STATIC_DIR, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  if (stories.length === 0) throw new Error('storybook-static/index.json lists no stories');

  const server = await serveStatic(STATIC_DIR);
  const { port } = server.address();
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  browser.on('disconnected', () => console.error('chromium disconnected'));
  const failures = [];
  let checked = 0;
  try {
    const jobs = stories.flatMap((story) => THEMES.map((theme) => ({ story, theme })));
    const total = jobs.length;
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const worker = async () => {
      const page = await context.newPage();
      page.on('crash', () => console.error('page crashed'));
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        try {
          failures.push(...(await checkStory(page, baseUrl, job.story, job.theme)));
        } catch (error) {
          failures.push(`${job.story.id} [${job.theme.name}]: ${error.message.split('\n')[0]}`);
        }
        checked += 1;
        if (checked % 50 === 0) console.log(`  ${checked}/${total} renders checked`);
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await context.close();
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }

  console.log(
    `Checked ${stories.length} stories × ${THEMES.length} themes = ${checked} renders with axe.`,
  );
  if (failures.length > 0) {
    console.error(`\n${failures.length} serious or critical problem(s):\n`);
    for (const failure of failures) console.error(`  ${failure}`);
    process.exitCode = 1;
  } else {
    console.log('No serious or critical accessibility violations.');
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
