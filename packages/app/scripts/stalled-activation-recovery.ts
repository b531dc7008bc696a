// The in-browser mock's builds (demo, dev): the recovery from a mock worker that never starts
// (src/app/stalled-activation.ts), inline in the head: it runs before any module script.
import { recoverStalledActivation } from '../src/app/stalled-activation.ts';
import type { Plugin } from 'vite';

/** Far beyond an activation's milliseconds, even on a slow phone. */
const STALLED_MS = 5_000;
const MAX_RELOADS = 2;

export function stalledActivationRecovery(): Plugin {
  return {
    name: 'endless:stalled-activation-recovery',
    transformIndexHtml: () => [
      {
        tag: 'script',
        children: `(${recoverStalledActivation.toString()})(${STALLED_MS}, ${MAX_RELOADS});`,
        injectTo: 'head',
      },
    ],
  };
}
