import { useCallback, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'endless.sidebar-open';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The choice of this visit when storage refuses it (private modes). */
let unstored: boolean | undefined;

function readStored(): boolean {
  if (unstored !== undefined) return unstored;
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== '0';
  } catch {
    return true;
  }
}

/**
 * The wide-screen sidebar's open state, remembered across visits (spec 01 §2 hamburger toggle).
 * A prerendered page hydrates with the default (open); the stored choice applies right after.
 */
export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const open = useSyncExternalStore(subscribe, readStored, () => true);
  const setOpen = useCallback((next: boolean) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
    } catch {
      unstored = next;
    }
    for (const listener of listeners) listener();
  }, []);
  return [open, setOpen];
}
