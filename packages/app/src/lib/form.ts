// One way to build forms: react-hook-form driven by a zod schema that carries the spec's messages.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import {
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { onFirstInteraction } from './first-interaction';
import { WARM_UP_EVENTS } from './load-on-intent';

/** Loads a form's schema, e.g. `() => import('../schemas/x').then((m) => m.xSchema)`. */
export type SchemaLoader<Input extends FieldValues, Output extends FieldValues> = () => Promise<
  z.ZodType<Output, Input>
>;

/** One load per loader: every form using it shares the schema and its resolver. */
const resolvers = new WeakMap<object, Promise<unknown>>();

function loadResolver<Input extends FieldValues, Output extends FieldValues>(
  load: SchemaLoader<Input, Output>,
): Promise<Resolver<Input, unknown, Output>> {
  const cached = resolvers.get(load) as Promise<Resolver<Input, unknown, Output>> | undefined;
  if (cached) return cached;
  const resolver = load().then((schema) => zodResolver(schema));
  // A failed load (a chunk request that failed) is tried again by the next submit.
  resolver.catch(() => resolvers.delete(load));
  resolvers.set(load, resolver);
  return resolver;
}

/**
 * A react-hook-form form validated by a zod schema that is loaded on demand: zod (about 22 KB gzip)
 * is left out of every page's first load, so pages with forms paint and hydrate without it. Loading
 * starts at the visitor's first press, key, touch or focus, so validation is normally ready by the
 * first submit; a submit before it has loaded waits for it.
 *
 * The resolver itself stays a static import: it uses zod only as types, and importing it lazily
 * made the bundler split react out of the entry chunk, which cost every page more than it saved.
 *
 * Pass a loader declared at module level, so every form using it shares one load.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: SchemaLoader<Input, Output>,
  options?: Omit<UseFormProps<Input, unknown, Output>, 'resolver'>,
): UseFormReturn<Input, unknown, Output> {
  // The form keeps the loader it started with, so an inline loader is not called on every render.
  const [load] = useState(() => loadSchema);
  const [resolver] = useState(() => {
    const resolve: Resolver<Input, unknown, Output> = async (values, context, resolverOptions) =>
      (await loadResolver(load))(values, context, resolverOptions);
    return resolve;
  });

  useEffect(() => {
    if (resolvers.has(load)) return;
    // A failure here is reported by the submit that needs the schema.
    return onFirstInteraction(WARM_UP_EVENTS, () => void loadResolver(load).catch(() => {}));
  }, [load]);

  return useForm<Input, unknown, Output>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver,
  });
}

/** Enter submits nothing outside textareas on the forms where the spec suppresses it. */
export function suppressEnter(event: React.KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter' && !(event.target instanceof HTMLTextAreaElement)) {
    event.preventDefault();
  }
}
