import { Banner, Button, Card, EmptyState, Loader, formatInteger } from '@endless/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@endless/client';
import { paths } from '../../../config/paths';
import { getForumCategoriesQueryOptions } from '../api/get-forum-categories';
import { CATEGORIES_LOAD_DELAY_MS } from '../constants';
import { useDelayElapsed } from '../hooks/use-delay';
import './forums.css';

/** /forums: the official categories, each a card linking to its thread list. */
export function ForumCategories() {
  const headingId = useId();
  const ready = useDelayElapsed(CATEGORIES_LOAD_DELAY_MS);
  const categories = useQuery({ ...getForumCategoriesQueryOptions(), enabled: ready });

  return (
    <div className="forums-page">
      <header className="forums-page__header">
        <h1 className="forums-page__title">Forums</h1>
        <p className="forums-page__lead">News, help and conversation from the Endless community.</p>
      </header>

      <section aria-labelledby={headingId} className="forums-section">
        <h2 id={headingId} className="forums-section__title">
          Official Categories
        </h2>
        {categories.isError ? (
          <Banner
            tone="danger"
            title="The categories could not be loaded"
            action={
              <Button variant="secondary" size="sm" onClick={() => void categories.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(categories.error)}
          </Banner>
        ) : !categories.data ? (
          <Loader className="forums-loader" />
        ) : categories.data.o_categories.length === 0 ? (
          <EmptyState titleAs="h3" title="No categories yet" />
        ) : (
          <ul className="forums-categories">
            {categories.data.o_categories.map((category) => (
              <li key={category.id}>
                <Card asChild interactive className="forums-category-card">
                  <RouterLink to={paths.forums.category.getHref(category.id)}>
                    <h3 className="forums-category-card__name">{category.name}</h3>
                    <span className="forums-category-card__about">{category.about}</span>
                    <span className="forums-category-card__count">
                      {formatInteger(category.threads)}{' '}
                      {category.threads === 1 ? 'thread' : 'threads'}
                    </span>
                  </RouterLink>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
