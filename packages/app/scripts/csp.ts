// The production Content-Security-Policy, shared by vite.config.ts (which writes it into index.html)
// and the e2e check (which applies it to the demo build and expects no violation).
//
// Style attributes: React sets `style` props through the CSSOM (`element.style.setProperty`), which
// CSP does not govern, so `style-src 'self'` holds without 'unsafe-inline'. Only markup carrying a
// literal `style="…"` attribute (server rendering, innerHTML) would be blocked, and the app has none.
//
// `frame-ancestors` (clickjacking) is ignored in a <meta> policy: the host serving index.html must
// send it as a header (`Content-Security-Policy: frame-ancestors 'none'`).

import { createHash } from 'node:crypto';
import { EARLY_SCRIPT } from '../src/lib/early-script.ts';
import { MEMBER_HINT_SCRIPT } from '../src/lib/member-frame.ts';

/** API and content hosts per VITE_APP_ENV; src/config/env.ts resolves the same addresses at run time. */
export const API_HOSTS = {
  live: 'https://api.endless.example',
  'pre-production': 'https://api.pre.endless.example',
  dev: 'http://api.dev.endless.localhost',
} as const;

export const CONTENT_HOSTS = {
  live: 'https://cdn.endless.example',
  'pre-production': 'https://cdn.pre.endless.example',
  dev: 'http://cdn.dev.endless.localhost',
} as const;

type AppEnvironment = keyof typeof API_HOSTS;

export interface CspOrigins {
  api: string;
  content: string;
}

/** The origins a build talks to, from the same `VITE_*` variables src/config/env.ts reads. */
export function resolveCspOrigins(vars: Record<string, string | undefined>): CspOrigins {
  const name = vars.VITE_APP_ENV || 'live';
  if (!(name in API_HOSTS)) throw new Error(`VITE_APP_ENV must be live, pre-production or dev`);
  const environment = name as AppEnvironment;
  const apiOverride = vars.VITE_API_URL || undefined;
  const api = apiOverride ?? API_HOSTS[environment];
  // Like env.ts: the mock (in-browser or standalone at VITE_API_URL) serves the renders itself.
  const content =
    vars.VITE_CONTENT_URL ||
    (vars.VITE_API_MOCK === 'browser' || apiOverride ? api : CONTENT_HOSTS[environment]);
  return { api: new URL(api).origin, content: new URL(content).origin };
}

/** A CSP hash source for an inline script's exact text. */
const hashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export function contentSecurityPolicy({ api, content }: CspOrigins): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The inline scripts: prerendered pages' member hint (src/lib/member-frame.ts) and the early
    // reads of /marketplace and the signed-in pages (src/lib/early-script.ts).
    'script-src': ["'self'", hashSource(MEMBER_HINT_SCRIPT), hashSource(EARLY_SCRIPT)],
    'style-src': ["'self'"],
    // The web fonts (@endless/ui's fonts.css) are hashed assets of the build, never data: URLs.
    'font-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', content],
    'connect-src': ["'self'", api],
    // The demo's mock runs in a service worker served from the app's origin.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
