import {
  Badge,
  Breadcrumb,
  Button,
  EmptyState,
  Loader,
  Pagination,
  RelativeTime,
  formatInteger,
} from '@endless/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useIsSignedIn } from '../../../lib/session';
import { getOfficialThreadsQueryOptions } from '../api/get-official-threads';
import type { ThreadListItem } from '../types';
import { FORUM_PAGE_SIZE, FORUM_TEXTS } from '../constants';
import { useGoBack } from '../../../lib/use-go-back';
import { pageCount, parsePage } from '../lib/page';
import { EyeIcon, LockIcon, PinIcon, RepliesIcon } from './icons';
import { RemovableText } from './removable-text';
import { renderRouterLink } from '../../../lib/router-link';
import './forums.css';

export interface CategoryThreadsProps {
  categoryId: number;
}

/** /forums/{cid}: pinned threads (page 1 only), then the category's threads, 20 a page. */
export function CategoryThreads({ categoryId }: CategoryThreadsProps) {
  const [searchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const signedIn = useIsSignedIn();
  const goBack = useGoBack(paths.forums.categories.getHref());
  const list = useQuery(getOfficialThreadsQueryOptions(categoryId, page));

  // Any answer other than 200 sends the user back (spec 03 §8).
  useEffect(() => {
    if (list.isError) goBack();
  }, [list.isError, goBack]);

  if (!list.data) return <Loader className="forums-loader" />;

  const { category_name: categoryName, thread_count: threadCount } = list.data;
  // The server sends pinned threads on page 1 only; the screen holds to that too.
  const pinned = page === 1 ? list.data.pinned : [];
  const threads = list.data.threads;
  const totalPages = pageCount(threadCount, FORUM_PAGE_SIZE);
  const isEmpty = pinned.length === 0 && threads.length === 0;

  return (
    <div className="forums-page">
      <Breadcrumb
        className="forums-breadcrumb"
        renderLink={renderRouterLink}
        items={[
          { label: 'Categories', href: paths.forums.categories.getHref() },
          { label: categoryName },
        ]}
      />
      <header className="forums-page__header forums-page__header--row">
        <h1 className="forums-page__title">{categoryName}</h1>
        {signedIn && (
          <Button asChild>
            <RouterLink to={paths.forums.createThread.getHref(categoryId)}>Create New</RouterLink>
          </Button>
        )}
      </header>

      {isEmpty ? (
        <EmptyState title={FORUM_TEXTS.emptyCategory} />
      ) : (
        <ul className="forums-thread-list" aria-label={`Threads in ${categoryName}`}>
          {pinned.map((thread) => (
            <ThreadRow key={`pinned-${thread.thread_id}`} thread={thread} categoryId={categoryId} />
          ))}
          {threads.map((thread) => (
            <ThreadRow key={thread.thread_id} thread={thread} categoryId={categoryId} />
          ))}
        </ul>
      )}

      <Pagination
        className="forums-pagination"
        page={page}
        totalPages={totalPages}
        getHref={(n) => paths.forums.category.getHref(categoryId, n)}
        renderLink={renderRouterLink}
        label="Thread pages"
      />
    </div>
  );
}

function ThreadRow({ thread, categoryId }: { thread: ThreadListItem; categoryId: number }) {
  const pinned = thread.thread_pinned === 1;
  const locked = thread.thread_locked === 1;
  return (
    <li className={pinned ? 'forums-thread-row forums-thread-row--pinned' : 'forums-thread-row'}>
      <div className="forums-thread-row__main">
        <div className="forums-thread-row__title-line">
          {pinned && (
            <Badge variant="neutral" className="forums-flag">
              <PinIcon /> Pinned
            </Badge>
          )}
          {locked && (
            <Badge variant="neutral" className="forums-flag">
              <LockIcon /> Locked
            </Badge>
          )}
          <RouterLink
            className="forums-thread-row__title"
            to={paths.forums.thread.getHref(categoryId, thread.thread_id)}
          >
            <RemovableText text={thread.thread_title} kind="title" />
          </RouterLink>
        </div>
        <p className="forums-thread-row__meta">
          by <span className="forums-thread-row__author">{thread.thread_author}</span> ·{' '}
          <RelativeTime epochSeconds={thread.thread_created_at} />
        </p>
      </div>
      <dl className="forums-thread-row__stats">
        <div className="forums-stat">
          <dt>
            <RepliesIcon />
            <span className="forums-visually-hidden">Replies</span>
          </dt>
          <dd>{formatInteger(thread.thread_replies)}</dd>
        </div>
        <div className="forums-stat">
          <dt>
            <EyeIcon />
            <span className="forums-visually-hidden">Views</span>
          </dt>
          <dd>{formatInteger(thread.thread_views)}</dd>
        </div>
        <div className="forums-stat forums-stat--wide">
          <dt>Last active</dt>
          <dd>
            <RelativeTime epochSeconds={thread.thread_last_active} />
          </dd>
        </div>
      </dl>
    </li>
  );
}
