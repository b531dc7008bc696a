/** Shown while the first route's code and data load. */
export function AppLoading() {
  return (
    <div role="status" aria-live="polite" className="app-loading">
      Consulting the Forbidden Archives
    </div>
  );
}
