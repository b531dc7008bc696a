/** The loader's text (spec 01, 03): tests and stories wait for it to go. */
export const LOADING_TEXT = 'Consulting the Forbidden Archives';

/** Shown while the first route's code and data load. */
export function AppLoading() {
  return (
    <div role="status" aria-live="polite" className="app-loading">
      {LOADING_TEXT}
    </div>
  );
}
