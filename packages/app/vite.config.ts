import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { contentSecurityPolicy, resolveCspOrigins } from './scripts/csp.ts';
import { mswWithoutCookieJar } from './scripts/msw-without-cookie-jar.ts';
import { prerenderPlugin } from './scripts/prerender.ts';
import { IMMUTABLE_ASSET } from './scripts/cache-control.mjs';
import { stalledActivationRecovery } from './scripts/stalled-activation-recovery.ts';

/** Production builds only: the policy as the first <head> element, so it covers every tag after it. */
function contentSecurityPolicyMeta(vars: Record<string, string>): Plugin {
  const policy = contentSecurityPolicy(resolveCspOrigins(vars));
  return {
    name: 'endless:csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/** The sans web font's latin file (@endless/ui's fonts.css), as the build names it. */
const SANS_FONT_FILE = /(^|\/)noto-sans-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Builds: index.html (so every prerendered page) preloads the sans web font, which every page
 * draws. Without it the browser asks for the font only once the stylesheet has loaded and laid out
 * the page: it swapped in after the first paint and shifted the prerendered text (CLS 0.005 on
 * /landing). The mono font and latin-ext load as pages need them.
 */
function preloadSansFont(): Plugin {
  let base = '/';
  return {
    name: 'endless:preload-sans-font',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { path, bundle }) => {
        // Only the app's page (Storybook's build loads this config for its iframe.html too).
        if (path !== '/index.html' || !bundle) return;
        const font = Object.keys(bundle).find((file) => SANS_FONT_FILE.test(file));
        if (!font) throw new Error('The build has no sans web font to preload (SANS_FONT_FILE)');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * react-router's package exports name only its development build, which keeps its dev-only
 * warnings (and their code) in every bundle (remix-run/react-router#12532). Builds take the
 * production build the package ships beside it; `pnpm dev` keeps the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'endless:react-router-production',
    apply: 'build',
    config: () => {
      const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
      const production = join(dirname(packageJson), 'dist/production/index.mjs');
      return { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } };
    },
  };
}

/**
 * `vite preview` (the demo) serves the build as hosting does: hashed files are cached for good, so
 * a page load after the first compiles no script again (the browser keeps its compiled code only
 * for a script it does not fetch anew). With Vite's default `no-cache` every navigation re-parsed
 * about 1.5 MB of script, 0.7 s of CPU.
 */
function immutableAssetsInPreview(): Plugin {
  return {
    name: 'endless:immutable-assets-in-preview',
    configurePreviewServer: (server) => {
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith('/assets/'))
          response.setHeader('Cache-Control', IMMUTABLE_ASSET);
        next();
      });
    },
  };
}

// Modes: `development` (pnpm dev) and `demo` (pnpm build:demo) embed the in-browser mock;
// `production` (pnpm build) must never ship it, so a mock switch left on fails the build loudly.
export default defineConfig(({ mode }) => {
  // loadEnv also reads process.env, so `VITE_API_URL=… pnpm build` reaches the policy too.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  if (mode === 'production' && env.VITE_API_MOCK === 'browser') {
    throw new Error(
      'VITE_API_MOCK=browser is not allowed in a production build; use `pnpm build:demo` instead.',
    );
  }

  const apiOrigin = env.VITE_API_MOCK === 'browser' ? undefined : resolveCspOrigins(env).api;
  return {
    plugins: [
      react(),
      reactRouterProductionBuild(),
      preloadSansFont(),
      immutableAssetsInPreview(),
      ...(mode === 'production' ? [contentSecurityPolicyMeta(env)] : []),
      ...(env.VITE_API_MOCK === 'browser'
        ? [mswWithoutCookieJar(), stalledActivationRecovery()]
        : []),
      prerenderPlugin(apiOrigin),
    ],
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      target: 'es2022',
      sourcemap: mode !== 'production',
      // Read by scripts/check-size.mjs and the benchmark to map routes to chunks.
      manifest: true,
      // One stylesheet for every page (14 KB gzip): a prerendered page waits for one request
      // before it paints, not one per component, and later routes need no CSS of their own.
      cssCodeSplit: false,
    },
  };
});
