// Debian's chromium (installed by ensure-chromium.sh) and the flags every browser run here uses:
// the story check, the browser journeys and the bench.

/** The full browser: the story check (its visual baselines were drawn by it), README check, bench. */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Blink and V8 without the browser's own UI layer, as
 * Playwright runs headless Chromium. The journeys use it: a journey file took a third less CPU
 * than in the full browser (dashboard.e2e.ts: 36 against 51 core-seconds on 2 cores).
 */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Software WebGL (SwiftShader), so the three.js scene renders without a GPU. */
export const WEBGL_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];
