import { useEffect, useState } from 'react';

/** What counts as the visitor starting to use the page (the events that end LCP measurement). */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Calls `run` once, at the first of `events` on the window (captured, so no handler can hide it).
 * Returns the function that stops listening.
 */
export function onFirstInteraction(events: readonly string[], run: () => void): () => void {
  const controller = new AbortController();
  const handle = () => {
    controller.abort();
    run();
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

/**
 * False until the visitor's first press, key, wheel, touch or scroll after this mounted: notices
 * that are not the page's content wait for it instead of covering the page while it first paints.
 */
export function useHasInteracted(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    return onFirstInteraction(INTERACTIONS, () => setInteracted(true));
  }, [interacted]);
  return interacted;
}
