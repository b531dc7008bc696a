import type { CoreJourney } from './core-journeys';
import type { EngineName } from './vocabulary';

const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/**
 * The engines the core journeys run in: `E2E_ENGINES=chromium,firefox,webkit`. By default, as in
 * `pnpm test` (there with `E2E_CORE_JOURNEYS=short`), Firefox: every journey runs in chromium
 * already, and WebKitGTK's worker still stays `installing` through the stall recovery's reloads
 * now and then (`pnpm test:engines` runs the whole core set in all three).
 */
export function selectedEngines(): EngineName[] {
  const named = (process.env.E2E_ENGINES ?? 'firefox').split(',').map((name) => name.trim());
  for (const name of named) {
    if (!ENGINES.includes(name as EngineName)) {
      throw new Error(`E2E_ENGINES: unknown engine "${name}" (known: ${ENGINES.join(', ')})`);
    }
  }
  return ENGINES.filter((engine) => named.includes(engine));
}

/** The core journeys to run: all, or with `E2E_CORE_JOURNEYS=short` (as `pnpm test`) the short set. */
export function selectedJourneys(journeys: CoreJourney[]): CoreJourney[] {
  const set = process.env.E2E_CORE_JOURNEYS ?? 'all';
  if (set === 'all') return journeys;
  if (set === 'short') return journeys.filter((journey) => journey.short);
  throw new Error(`E2E_CORE_JOURNEYS: unknown set "${set}" (known: all, short)`);
}
