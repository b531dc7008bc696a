import { useQueryClient, type Query } from '@tanstack/react-query';
import { useHydratedStore } from '@endless/ui';
import { useCallback } from 'react';
import { useNavigation } from 'react-router';
import { subscribeToQueries } from './query-client';

/** A query a mounted screen waits on and has no data for yet (retries of a first load included). */
function isLoadingContent(query: Query): boolean {
  return query.state.status === 'pending' && query.getObserversCount() > 0 && !query.isDisabled();
}

/**
 * True while the page is still loading content it has none of: a navigation in progress, or a
 * screen's first load (background refetches of shown data do not count). The shell puts it on the
 * main landmark as `aria-busy`, so assistive technology, and the browser journeys, know when the
 * page has settled on its content or its error.
 */
export function useLoadingContent(): boolean {
  const queryCache = useQueryClient().getQueryCache();
  const navigating = useNavigation().state !== 'idle';
  const subscribe = useCallback(
    (onChange: () => void) => subscribeToQueries(queryCache, onChange),
    [queryCache],
  );
  const loadingQueries = useHydratedStore(
    subscribe,
    () => queryCache.getAll().some(isLoadingContent),
    () => false,
  );
  return navigating || loadingQueries;
}
