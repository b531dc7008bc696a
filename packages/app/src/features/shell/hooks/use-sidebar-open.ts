import { useCallback, useState } from 'react';

const STORAGE_KEY = 'endless.sidebar-open';

function readStored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== '0';
  } catch {
    return true;
  }
}

/** The wide-screen sidebar's open state, remembered across visits (spec 01 §2 hamburger toggle). */
export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(readStored);
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
    } catch {
      // Private modes may refuse storage; the toggle still works for this visit.
    }
  }, []);
  return [open, setOpen];
}
