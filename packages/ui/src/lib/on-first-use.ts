/**
 * A value made the first time it is asked for. For Intl formatters: creating one loads locale
 * data, and at module load that cost lands in the page's first long task even for screens that
 * never format anything.
 */
export function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
