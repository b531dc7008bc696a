import { errorMessage } from '@endless/client';
import { codePoints, requestLengths } from '@endless/client/lengths';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { searchUsersQueryOptions } from '../api/search-users';

/** Spec 01 §5 and §9: search 500 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 500;
/** The query's bounds in characters (code points): the contract's, so no query it refuses is sent. */
export const SEARCH_LENGTH = requestLengths.searchUsers.query.query;

/** The value once it has stopped changing for `delayMs`. */
function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Debounced user search. `searching` is true from the first keystroke until the answer (or until
 * the debounce ends on a query too short or too long to send). Errors are only logged (spec 01 §8).
 */
export function useUserSearch(text: string) {
  const query = text.trim();
  const debounced = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const settled = debounced === query;
  const length = codePoints(debounced);
  const long = length >= SEARCH_LENGTH.minLength;
  const sendable = long && length <= SEARCH_LENGTH.maxLength;
  const search = useQuery({
    ...searchUsersQueryOptions(debounced),
    enabled: sendable,
    retry: false,
  });

  useEffect(() => {
    if (search.error) console.warn(`User search failed: ${errorMessage(search.error)}`);
  }, [search.error]);

  const answered = settled && sendable && !search.isFetching;
  return {
    results: answered ? (search.data?.results ?? []) : [],
    searching: query !== '' && (!settled || (sendable && search.isFetching)),
    /** The query was typed out but is too short to send. */
    tooShort: settled && query !== '' && !long,
    /** The query is longer than the contract takes, so it is not sent. */
    tooLong: settled && long && !sendable,
  };
}
