import type { EngineName } from './vocabulary';

const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/**
 * The engines the core journeys run in: `E2E_ENGINES=chromium,firefox,webkit` (chromium and
 * Firefox by default, as in `pnpm test`; `pnpm test:engines` adds WebKit, whose service worker
 * still fails to install now and then under load). Chromium always runs.
 */
export function selectedEngines(): EngineName[] {
  const named = (process.env.E2E_ENGINES ?? 'chromium,firefox')
    .split(',')
    .map((name) => name.trim());
  for (const name of named) {
    if (!ENGINES.includes(name as EngineName)) {
      throw new Error(`E2E_ENGINES: unknown engine "${name}" (known: ${ENGINES.join(', ')})`);
    }
  }
  return ENGINES.filter((engine) => engine === 'chromium' || named.includes(engine));
}
