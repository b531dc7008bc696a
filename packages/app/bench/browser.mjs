// What every bench pass shares: Debian chromium with the machine's flags, and the median of runs.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, WEBGL_ARGS } from '../../../scripts/chromium.mjs';

export { CHROMIUM, CHROMIUM_ARGS };
/** A browser without WebGL, as the app's 2D view expects (headless chromium offers WebGL anyway). */
const NO_WEBGL_ARGS = ['--disable-webgl'];

/** CPU slowdown of Lighthouse's simulated mobile, applied for real while tracing and interacting. */
export const MOBILE_CPU_SLOWDOWN = 4;

/** `webgl: true` for software WebGL, `false` for none, left out for chromium's own choice. */
export function launchChromium(/** @type {{ webgl?: boolean }} */ { webgl } = {}) {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_ARGS,
      ...(webgl === true ? WEBGL_ARGS : webgl === false ? NO_WEBGL_ARGS : []),
    ],
  });
}

/** What a bench trace records: the main thread's tasks, a CPU profile, user timings and loading. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
];

export const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]);
};

export const log = (/** @type {string} */ message) => console.log(`[bench] ${message}`);
