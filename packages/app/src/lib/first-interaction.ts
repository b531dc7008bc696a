import { startTransition, useEffect, useState } from 'react';

/** What counts as the visitor starting to use the page (the events that end LCP measurement). */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Calls `run` once the frame that follows now has been painted (a task queued from the frame's
 * animation callback runs after its paint); on a hidden page, which paints no frames, in the next
 * task.
 */
function afterNextPaint(run: () => void): void {
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    setTimeout(run, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * Calls `run` once, at the first of `events` on the window (captured, so no handler can hide it),
 * after the frame that answers that event is painted: what `run` starts (chunk requests, Vite's
 * preload links for their dependencies) must not delay the page's answer to the visitor's first
 * press or key (traced: 42-67 ms of a first press's handlers on a 4× slower CPU). A run asked for
 * is made even if listening stops meanwhile: the press that closes a form still warms its code up
 * for the next time it opens.
 * Returns the function that stops listening.
 */
export function onFirstInteraction(events: readonly string[], run: () => void): () => void {
  const controller = new AbortController();
  const handle = () => {
    controller.abort();
    afterNextPaint(run);
  };
  for (const type of events) {
    window.addEventListener(type, handle, {
      capture: true,
      passive: true,
      signal: controller.signal,
    });
  }
  return () => controller.abort();
}

/** The longest an idle wait lasts on a page that is never idle (requestIdleCallback's timeout). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `run` once the page has loaded and painted and the browser is idle (requestIdleCallback,
 * or a timer where it is missing), so work started here stays off the page's critical path.
 * Returns the function that cancels it.
 */
export function onIdleAfterPaint(run: () => void): () => void {
  let cancelled = false;
  let cancelStep = () => {};
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelStep = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 1);
      cancelStep = () => window.clearTimeout(handle);
    }
  };
  // Idle periods come after a frame is painted; waiting for load keeps the page's own fetches first.
  if (document.readyState === 'complete') whenIdle();
  else {
    window.addEventListener('load', whenIdle, { once: true });
    cancelStep = () => window.removeEventListener('load', whenIdle);
  }
  return () => {
    cancelled = true;
    cancelStep();
  };
}

/**
 * False until the visitor first uses the page or, failing that, until the page has painted and
 * the browser is idle: for notices every visitor must see, even one who only reads.
 */
export function useIsIdleOrInteracted(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    // Not urgent: at a first click or key press, that input's own update paints first.
    const show = () => startTransition(() => setReady(true));
    const stopInteraction = onFirstInteraction(INTERACTIONS, show);
    const stopIdle = onIdleAfterPaint(show);
    return () => {
      stopInteraction();
      stopIdle();
    };
  }, [ready]);
  return ready;
}
