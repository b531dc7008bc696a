// The prerendered pages of a production build (scripts/prerender.ts): each exists, paints its
// first screen from the HTML alone before any JS loads, and carries no `style` attribute (the CSP
// would block it).
// Run by check-size.mjs, so `pnpm --filter @endless/app size` checks them after `pnpm build`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What each page's HTML must already contain before any script runs. */
const EXPECTED = {
  // The landing slogans and the login form (spec 03 §2).
  'landing/index.html': [
    'Imagination is endless...',
    '...But endless is for imagining.',
    /<form\b[^>]*>(?:(?!<\/form>)[\s\S])*name="username"(?:(?!<\/form>)[\s\S])*name="password"(?:(?!<\/form>)[\s\S])*<button[^>]*type="submit"/,
  ],
  'login/index.html': [/<h1[^>]*>Login</, /name="username"/, /name="password"/],
  'register/index.html': [/<h1[^>]*>Register</],
  'account/reset/password/index.html': ['<h1'],
  'contact/index.html': [/<h1[^>]*>Contact Us</],
  'legal/terms/index.html': [/<h1[^>]*>Terms of Service</],
  'legal/privacy/index.html': [/<h1[^>]*>Privacy Policy</],
  // With the Recently Released placeholders its early script shows the newest pictures in.
  'marketplace/index.html': [/<h1[^>]*>Marketplace</, 'View by Type', 'data-early-render'],
  'forums/index.html': [/<h1[^>]*>Forums</, 'Official Categories'],
  '404.html': ['Page Not Found'],
  // Not prerendered routes start from the shell's frame, not an empty page.
  'index.html': ['ui-app-shell', 'Consulting the Forbidden Archives'],
  // The dashboard's own layout, with the place its early script shows the avatar in.
  'dashboard/index.html': ['ui-app-shell', 'dashboard__grid', 'data-early-render'],
};

/** Pages of the signed-in frame: their JS starts with the HTML (they need it for content). */
const SKELETON_PAGES = new Set(['index.html', 'dashboard/index.html']);

/**
 * A prerendered page with the shell shows a signed-in visitor the shell's frame instead of the guest
 * page (src/lib/member-frame.ts): the head script that tells, then the frame before #root.
 */
const MEMBER_FRAME =
  /<head>[\s\S]*<script>[^<]*endless-member[^<]*<\/script>[\s\S]*<body>\s*<div id="endless-member-frame"[^>]*>[\s\S]*ui-app-shell[\s\S]*<div id="root">/;
const WITHOUT_SHELL = new Set(['landing/index.html']);

/** @param {string} distDir @returns {string[]} what is wrong, empty when nothing is */
export function checkPrerendered(distDir) {
  /** @type {string[]} */
  const failures = [];
  for (const [file, expected] of Object.entries(EXPECTED)) {
    const path = join(distDir, file);
    if (!existsSync(path)) {
      failures.push(`${file} was not prerendered`);
      continue;
    }
    const html = readFileSync(path, 'utf8');
    const root = /<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
    for (const part of expected) {
      const found = typeof part === 'string' ? root.includes(part) : part.test(root);
      if (!found) failures.push(`${file} lacks ${String(part)} in #root`);
    }
    if (/<[a-z][^>]*\sstyle="/i.test(html)) failures.push(`${file} has a style attribute`);
    // A prerendered page paints before any JS: its scripts start from the boot script only.
    const prerendered = !SKELETON_PAGES.has(file);
    if (prerendered && !html.includes('id="endless-boot"'))
      failures.push(`${file} has no boot script`);
    if (prerendered && /<script type="module"[^>]*crossorigin/.test(html)) {
      failures.push(`${file} loads a module script before it paints`);
    }
    if (prerendered && !WITHOUT_SHELL.has(file) && !MEMBER_FRAME.test(html)) {
      failures.push(`${file} has no frame for a signed-in visitor`);
    }
  }
  return failures;
}
