import { errorMessage } from '@endless/client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getUserRelationsQueryOptions } from '../api/get-user-relations';

/** The four relation lists; a failure is only logged and the lists read as empty (spec 01 §8). */
export function useRelations() {
  const relations = useQuery({
    ...getUserRelationsQueryOptions(),
    retry: false,
  });
  useEffect(() => {
    if (relations.error) console.warn(`Loading friends failed: ${errorMessage(relations.error)}`);
  }, [relations.error]);
  return { data: relations.data, loading: relations.isPending && !relations.isError };
}
