import { HttpResponse, http, type HttpHandler } from 'msw';
import { z } from 'zod';
import { advance, isFrozen, now, setNow, useRealTime } from '../domain/clock.ts';
import {
  FAULT_KINDS,
  clearFaults,
  getLatency,
  injectFaults,
  pendingFaults,
  setLatency,
} from './index.ts';
import { PROVIDER_STATES, applyProviderState } from './provider-states.ts';

const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });

const faultsBody = z
  .object({ kind: z.enum(FAULT_KINDS), count: z.number().int().min(1).default(1) })
  .or(z.object({ clear: z.literal(true) }));
const latencyBody = z.object({ min: z.number().min(0), max: z.number().min(0).optional() });
const timeBody = z.union([
  z.object({ now: z.number().int().nonnegative() }),
  z.object({ advance: z.number().int() }),
  z.object({ real: z.literal(true) }),
]);
const stateBody = z.object({ username: z.string(), state: z.enum(PROVIDER_STATES) });

/** What every control answers: the controls' state after it. */
const state = () => ({
  latency: getLatency(),
  faults: pendingFaults(),
  now: now(),
  frozen: isFrozen(),
});

const bad = (message: string) => json({ status: 400, error: message }, 400);

async function readJson(request: Request): Promise<unknown> {
  try {
    const text = await request.text();
    return text ? JSON.parse(text) : {};
  } catch {
    return null;
  }
}

/**
 * `GET /__mock` and `POST /__mock/*`: the developer controls over HTTP (outside the contract), as
 * the standalone server serves them. `onReset` reseeds.
 */
export function controlRoutes(onReset: () => Promise<void>): HttpHandler[] {
  return [
    http.get('*/__mock', () => json({ status: 200, ...state() })),
    http.post('*/__mock/reset', async () => {
      await onReset();
      return json({ status: 200, ...state() });
    }),
    http.post('*/__mock/faults', async ({ request }) => {
      const body = faultsBody.safeParse(await readJson(request));
      if (!body.success)
        return bad(
          'Expected {kind: server-error|network-error|expired-token, count?} or {clear: true}',
        );
      if ('clear' in body.data) clearFaults();
      else injectFaults(body.data.kind, body.data.count);
      return json({ status: 200, ...state() });
    }),
    // Provider states for the contract kit (provider-states.ts).
    http.post('*/__mock/states', async ({ request }) => {
      const body = stateBody.safeParse(await readJson(request));
      if (!body.success) return bad(`Expected {username, state: ${PROVIDER_STATES.join('|')}}`);
      const made = await applyProviderState(body.data.username, body.data.state);
      if (!made) return json({ status: 404, error: 'No such account' }, 404);
      return json({ status: 200, ...made });
    }),
    http.post('*/__mock/latency', async ({ request }) => {
      const body = latencyBody.safeParse(await readJson(request));
      if (!body.success) return bad('Expected {min, max?} in milliseconds');
      setLatency(body.data.min, body.data.max);
      return json({ status: 200, ...state() });
    }),
    http.post('*/__mock/time', async ({ request }) => {
      const body = timeBody.safeParse(await readJson(request));
      if (!body.success) return bad('Expected {now: epoch ms}, {advance: ms} or {real: true}');
      if ('now' in body.data) setNow(body.data.now);
      else if ('advance' in body.data) advance(body.data.advance);
      else useRealTime();
      return json({ status: 200, ...state() });
    }),
  ];
}
