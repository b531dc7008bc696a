import { anyCollection, collectionNames } from './collections.ts';

/**
 * Calls `onChange` whenever a record of any collection is created, updated or deleted (through the
 * collections' hooks). Returns the function that stops watching.
 */
export function watchDbChanges(onChange: () => void): () => void {
  // One controller a collection: an AbortSignal warns beyond 10 listeners.
  const controllers = collectionNames.map((name) => {
    const controller = new AbortController();
    const { hooks } = anyCollection(name);
    hooks.on('create', onChange, { signal: controller.signal });
    hooks.on('update', onChange, { signal: controller.signal });
    hooks.on('delete', onChange, { signal: controller.signal });
    return controller;
  });
  return () => controllers.forEach((controller) => controller.abort());
}
