// Runs the core journeys in one engine: a fresh profile or context per journey, a screenshot and
// the page's errors printed when one fails, and any console error it did not expect fails it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium';
import { CORE_JOURNEYS, PHONE_JOURNEYS, type CoreJourney } from './core-journeys';
import { launchFirefox } from './firefox';
import { selectedJourneys } from './selected';
import type { Engine, EngineName, EnginePage } from './vocabulary';
import { launchWebKit } from './webkit';

const LAUNCHERS: Record<EngineName, (baseUrl: string) => Promise<Engine>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};

async function describeFailure(page: EnginePage, journey: CoreJourney): Promise<string> {
  const lines: string[] = [];
  try {
    lines.push(`page: ${await page.location()}`);
    lines.push(
      `screenshot: ${await page.screenshot(`failed-${journey.name.replace(/\W+/g, '-')}`)}`,
    );
    lines.push(`errors: ${JSON.stringify(await page.errors())}`);
    if (page.mockWarnings) lines.push(`mock: ${JSON.stringify(await page.mockWarnings())}`);
    lines.push(`service worker: ${JSON.stringify(await page.evaluate(serviceWorkerState, null))}`);
  } catch (error) {
    lines.push(`(the page could not be captured: ${String(error)})`);
  }
  return lines.join('\n  ');
}

/** In the page: whether the mock's worker controls it, and each of its registration's workers. */
async function serviceWorkerState() {
  const registration = await navigator.serviceWorker.getRegistration();
  return {
    controller: navigator.serviceWorker.controller?.state ?? null,
    installing: registration?.installing?.state ?? null,
    waiting: registration?.waiting?.state ?? null,
    active: registration?.active?.state ?? null,
    // The page's reloads to recover a worker that could not answer it (src/app/stalled-activation.ts).
    recoveryReloads: sessionStorage.getItem('endless-mock/stalled-activation-reloads'),
    recoveries: JSON.parse(sessionStorage.getItem('endless-mock/recoveries') ?? '[]'),
  };
}

export function describeEngineJourneys(name: EngineName): void {
  const journeys = selectedJourneys(
    name === 'webkit' ? [...CORE_JOURNEYS, ...PHONE_JOURNEYS] : CORE_JOURNEYS,
  );

  describe(`core journeys in ${name}`, () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await LAUNCHERS[name](inject('baseURL'));
    });
    afterAll(async () => {
      await engine?.close();
    });

    // One more try for a journey that failed: its report is printed all the same. Two causes in
    // the engines' service workers are still open (README, "pnpm test:engines"): Firefox ESR now
    // and then passes a sign-in's requests to the network, WebKitGTK's worker can stall under load.
    it.each(journeys.map((journey) => [journey.name, journey] as const))(
      '%s',
      { timeout: 150_000, retry: 1 },
      async (_, journey) => {
        const page = await engine.open({ viewport: journey.viewport });
        try {
          await journey.run(page);
          const unexpected = (await page.errors()).filter(
            (error) => !journey.expectedErrors?.some((pattern) => pattern.test(error)),
          );
          expect(unexpected).toEqual([]);
        } catch (error) {
          console.error(
            `[${name}] ${journey.name} failed\n  ${await describeFailure(page, journey)}`,
          );
          throw error;
        } finally {
          await page.close().catch(() => undefined);
        }
      },
    );
  });
}
