import { useHydratedStore } from '@endless/ui';
import type { ReactNode } from 'react';

const subscribeNever = () => () => {};

/**
 * False while React hydrates prerendered HTML and until the task after (main.tsx ends the
 * hydration), true once it runs the page (and in any client render).
 */
export function useHydrated(): boolean {
  return useHydratedStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Groups controls that need the app to work (a form's fields and submit, buttons with handlers).
 * In prerendered HTML they are disabled until the app hydrates them: nothing typed before is wiped
 * when the form takes over, and a form is never submitted natively (its fields in the URL).
 * `display: contents` keeps the children in their parent's layout.
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="hydrated-fieldset" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
