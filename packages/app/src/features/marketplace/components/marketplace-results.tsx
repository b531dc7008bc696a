import { Breadcrumb, EmptyState, Loader, Pagination, formatInteger } from '@endless/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router';
import { paths } from '../../../config/paths';
import { searchListingsQueryOptions } from '../api/search-listings';
import { FIRST_SCREEN_CARDS, TEXTS } from '../constants';
import {
  breadcrumbLabel,
  parseMarketplaceQuery,
  toMarketplaceSearch,
  toSearchRequest,
  type MarketplaceQuery,
} from '../search-params';
import { FilterPanel } from './filter-panel';
import { ListingGrid } from './listing-grid';
import { renderRouterLink } from '../../../lib/router-link';
import { SearchForm } from './search-form';

const hrefOf = (next: MarketplaceQuery) =>
  paths.marketplace.list.getHref(toMarketplaceSearch(next));

/**
 * Filter changes, navigated to in turn. The router renders a navigation in a transition: a second
 * filter click can come before the first one's URL has rendered, or when only that first URL has
 * (the second still loading). Filters build on the latest query asked for while the address shows
 * one of this chain's own URLs, so quick clicks add up instead of a later one undoing the others.
 * Any other address (a search, Back or Forward to another entry) makes the URL alone the state
 * again.
 */
function useFilterChanges(query: MarketplaceQuery) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [requested, setRequested] = useState<{
    entry: string;
    query: MarketplaceQuery;
    hrefs: ReadonlySet<string>;
  } | null>(null);
  const here = `${location.pathname}${location.search}`;
  const movedAway =
    requested !== null &&
    (!requested.hrefs.has(here) ||
      (navigationType === NavigationType.Pop && location.key !== requested.entry));
  if (movedAway) setRequested(null);
  const latest = requested && !movedAway ? requested.query : query;
  const changeFilters = (next: MarketplaceQuery) => {
    const href = hrefOf(next);
    setRequested({
      entry: requested && !movedAway ? requested.entry : location.key,
      query: next,
      hrefs: new Set([...(requested && !movedAway ? requested.hrefs : [here]), href]),
    });
    void navigate(href);
  };
  return { latest, changeFilters };
}

/** The marketplace with a query string: breadcrumb, search, filters and one page of results. */
export function MarketplaceResults() {
  // The URL is the state: back/forward restores each search without any local copy.
  const [params] = useSearchParams();
  const query = parseMarketplaceQuery(params);
  const { latest, changeFilters } = useFilterChanges(query);

  const results = useQuery({
    ...searchListingsQueryOptions(toSearchRequest(query)),
    // Every URL change reruns the search (spec 03 §2); the cached page shows meanwhile.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const totalPages = results.data
    ? Math.ceil(results.data.paging.total_elements / results.data.paging.page_size)
    : 0;

  return (
    <div className="marketplace-results">
      <Breadcrumb
        renderLink={renderRouterLink}
        items={[
          { label: 'Marketplace', href: paths.marketplace.list.getHref() },
          { label: breadcrumbLabel(query) },
        ]}
      />
      <h1 className="marketplace-page__title">{breadcrumbLabel(query)}</h1>

      <SearchForm initialTerm={query.search} base={toMarketplaceSearch(latest)} />

      <div className="marketplace-results__layout">
        <FilterPanel query={latest} onChange={changeFilters} />

        <section
          className="marketplace-results__main"
          aria-label="Results"
          aria-busy={results.isFetching}
        >
          {results.data ? (
            results.data.results.length === 0 ? (
              <EmptyState title={TEXTS.noResults} titleAs="h2" />
            ) : (
              <>
                <p className="marketplace-results__count">
                  {formatInteger(results.data.paging.total_elements)}{' '}
                  {results.data.paging.total_elements === 1 ? 'item' : 'items'}
                </p>
                <ListingGrid
                  label="Listings"
                  listings={results.data.results}
                  firstScreenCount={FIRST_SCREEN_CARDS}
                />
                <Pagination
                  className="marketplace-results__pagination"
                  page={query.page}
                  totalPages={totalPages}
                  renderLink={renderRouterLink}
                  getHref={(page) => hrefOf({ ...query, page })}
                />
              </>
            )
          ) : (
            results.isPending && <Loader />
          )}
          {results.isError && (
            <p className="marketplace-error" role="alert">
              {results.error.message}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
