import { useEffect, useState } from 'react';

/** What counts as the visitor starting to use the page (the events that end LCP measurement). */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * False until the visitor's first press, key, wheel, touch or scroll after this mounted: notices
 * that are not the page's content wait for it instead of covering the page while it first paints.
 */
export function useHasInteracted(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const controller = new AbortController();
    const onInteraction = () => {
      setInteracted(true);
      controller.abort();
    };
    for (const type of INTERACTIONS) {
      window.addEventListener(type, onInteraction, {
        capture: true,
        passive: true,
        signal: controller.signal,
      });
    }
    return () => controller.abort();
  }, [interacted]);
  return interacted;
}
