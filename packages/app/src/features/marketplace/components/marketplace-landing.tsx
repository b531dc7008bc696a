import {
  Card,
  DEFAULT_LOADER_LABEL,
  EmptyState,
  Link as UiLink,
  VisuallyHidden,
} from '@endless/ui';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../../../components/hydrated-fieldset';
import { paths } from '../../../config/paths';
import { EARLY_RENDER_ATTRIBUTE } from '../../../lib/early-requests';
import { recentListingsQueryOptions } from '../api/search-listings';
import {
  CATEGORIES,
  LIST_FEATURED,
  LIST_NEW,
  LIST_SEARCH,
  LIST_TRENDING,
  RECENT_STRIP_SIZE,
  TEXTS,
} from '../constants';
import { ListingGrid } from './listing-grid';
import { SearchForm } from './search-form';

const SHORTCUTS = [
  { label: 'Featured Items', list: LIST_FEATURED, hint: 'Hand-picked by the team' },
  { label: 'Search', list: LIST_SEARCH, hint: 'Browse every item' },
  { label: 'New', list: LIST_NEW, hint: 'Fresh off the workbench' },
  { label: 'Trending', list: LIST_TRENDING, hint: 'Popular this week' },
] as const;

/** The marketplace with an empty query string: shortcuts, categories and recent items. */
export function MarketplaceLanding() {
  return (
    <div className="marketplace-landing">
      <header className="marketplace-page__header">
        <h1 className="marketplace-page__title">Marketplace</h1>
        <p className="marketplace-page__lead">Cosmetics for your avatar, bought with nodes.</p>
      </header>

      <SearchForm initialTerm="" />

      <nav aria-label="Marketplace shortcuts">
        <ul className="marketplace-shortcuts">
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.label}>
              <Card asChild interactive className="marketplace-shortcut">
                <Link to={paths.marketplace.list.getHref({ list: shortcut.list })}>
                  <span className="marketplace-shortcut__label">{shortcut.label}</span>
                  <span className="marketplace-shortcut__hint">{shortcut.hint}</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="marketplace-types" className="marketplace-section">
        <h2 id="marketplace-types" className="marketplace-section__title">
          View by Type
        </h2>
        <ul className="marketplace-types">
          {CATEGORIES.map((category) => (
            <li key={category.id}>
              <Card asChild interactive padding="sm" className="marketplace-type">
                <Link
                  to={paths.marketplace.list.getHref({
                    list: LIST_SEARCH,
                    category: category.id,
                  })}
                >
                  {category.name}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="marketplace-recent" className="marketplace-section">
        <div className="marketplace-section__heading">
          <h2 id="marketplace-recent" className="marketplace-section__title">
            Recently Released
          </h2>
          <UiLink asChild>
            <Link to={paths.marketplace.list.getHref({ list: LIST_NEW })}>View More</Link>
          </UiLink>
        </div>
        <RecentStrip />
      </section>
    </div>
  );
}

/**
 * The Recently Released cards. Its own component: the listings' arrival and the end of hydration
 * re-render the strip alone, not the page (React renders both at once, as one task).
 */
function RecentStrip() {
  const recent = useQuery(recentListingsQueryOptions());
  // The prerendered page shows the placeholders: hydration must too, even with the listings in.
  const hydrated = useHydrated();
  // The cards then replace the placeholders in a transition, which yields to the browser as it
  // goes: with the page's re-render, that swap was a third of a 110 ms task after hydration
  // (4x slower CPU).
  const shown = useDeferredValue(hydrated && !recent.isPending);

  if (!shown || recent.isPending) return <RecentStripPlaceholder />;
  if (recent.isError) {
    return (
      <p className="marketplace-error" role="alert">
        {recent.error.message}
      </p>
    );
  }
  if (recent.data.results.length === 0) return <EmptyState title={TEXTS.noResults} titleAs="h3" />;
  return (
    <ListingGrid
      label="Recently Released"
      listings={recent.data.results.slice(0, RECENT_STRIP_SIZE)}
      firstScreenCount={RECENT_STRIP_SIZE}
    />
  );
}

/**
 * The strip before its listings arrive: the cards' places. In the prerendered page the early
 * script (src/lib/early-script.ts) shows the listings' pictures in them before the app runs.
 */
function RecentStripPlaceholder() {
  return (
    <div role="status">
      <VisuallyHidden>{DEFAULT_LOADER_LABEL}</VisuallyHidden>
      <ul className="marketplace-grid" aria-hidden="true">
        {Array.from({ length: RECENT_STRIP_SIZE }, (_, index) => (
          <li key={index}>
            <Card padding="none" className="marketplace-card">
              <div className="marketplace-card__media">
                <img
                  className="marketplace-card__image"
                  {...{ [EARLY_RENDER_ATTRIBUTE]: '' }}
                  alt=""
                  fetchPriority="high"
                  width={160}
                  height={160}
                  hidden
                />
              </div>
              <div className="marketplace-card__body">
                <span className="marketplace-card__placeholder-line" />
                <span className="marketplace-card__placeholder-line marketplace-card__placeholder-line--short" />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
