import {
  Badge,
  Breadcrumb,
  Button,
  ConfirmDialog,
  Link,
  Loader,
  Pagination,
  RelativeTime,
  formatInteger,
} from '@endless/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { REPORT_TYPES } from '../../../config/report-types';
import { useIsSignedIn } from '../../../lib/session';
import { getOfficialThreadQueryOptions } from '../api/get-official-thread';
import { invalidateForumData } from '../api/keys';
import { lockOwnThread } from '../api/lock-own-thread';
import type { ThreadDetail } from '../types';
import { FORUM_PAGE_SIZE, FORUM_TEXTS, THREAD_PAGE_CHANGE_DELAY_MS } from '../constants';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useDelayedChange } from '../hooks/use-delay';
import { useForumAction } from '../hooks/use-forum-action';
import { useGoBack } from '../../../lib/use-go-back';
import { pageCount, parsePage } from '../lib/page';
import {
  runStaffAction,
  staffActionMessage,
  staffActionTitle,
  type StaffAction,
} from '../lib/staff-actions';
import { ActivityIcon, CalendarIcon, EyeIcon, LockIcon, PinIcon, RepliesIcon } from './icons';
import { PostAuthor } from './post-author';
import { RemovableText } from './removable-text';
import { ReplyCard } from './reply-card';
import { renderRouterLink } from '../../../lib/router-link';
import { StaffActionButton, StaffActions } from './staff-actions';
import './forums.css';

export interface ThreadViewProps {
  threadId: number;
}

/** /forums/{cid}/{tid}: the thread, its replies 20 a page with their comments, and moderation. */
export function ThreadView({ threadId }: ThreadViewProps) {
  const [searchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  // A new page of replies is requested 1000 ms after the page changes (spec 03 §9).
  const loadedPage = useDelayedChange(page, THREAD_PAGE_CHANGE_DELAY_MS);
  const thread = useQuery(getOfficialThreadQueryOptions(threadId, loadedPage));
  const goBack = useGoBack(paths.forums.categories.getHref());

  useEffect(() => {
    if (thread.isError) goBack();
  }, [thread.isError, goBack]);

  if (!thread.data || loadedPage !== page) return <Loader className="forums-loader" />;
  return <ThreadContent threadId={threadId} page={page} data={thread.data} />;
}

function ThreadContent({
  threadId,
  page,
  data,
}: {
  threadId: number;
  page: number;
  data: ThreadDetail;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useIsSignedIn();
  const currentUser = useCurrentUser();
  const action = useForumAction();

  const { thread, category_id: categoryId, category_name: categoryName } = data;
  const locked = thread.locked === 1;
  const pinned = thread.pinned === 1;
  const staff = signedIn && (data.user_shield || currentUser?.shield === true);
  const isAuthor = currentUser !== undefined && currentUser.id === thread.created_by;
  const canPost = signedIn && !locked;
  // Guests are sent to log in and come back here (spec 03 §2).
  const loginHref = paths.login.getHref(`${location.pathname}${location.search}`);
  const reportHref = (type: number, id: number) =>
    signedIn ? paths.report.form.getHref(type, id) : loginHref;

  // The category's list shows the lock, the pin and the counts too: every forum read goes stale.
  const reload = useCallback(() => invalidateForumData(queryClient), [queryClient]);

  const askStaff = (staffAction: StaffAction) =>
    action.ask({
      title: staffActionTitle(staffAction),
      message: staffActionMessage(staffAction),
      danger: staffAction.kind === 'deleteThread',
      run: () => runStaffAction(staffAction),
      onSuccess:
        staffAction.kind === 'deleteThread'
          ? async () => {
              // Leave first: refetching the deleted thread here would answer 404.
              await navigate(paths.forums.category.getHref(categoryId), { replace: true });
              queryClient.removeQueries({ queryKey: ['get', '/forums/data/official/thread'] });
              await invalidateForumData(queryClient);
            }
          : reload,
    });

  const askAuthorLock = () =>
    action.ask({
      title: 'Lock Thread',
      message: FORUM_TEXTS.authorLock,
      run: () => lockOwnThread(threadId),
      onSuccess: reload,
    });

  const replyAction = canPost ? (
    <Button asChild>
      <RouterLink to={paths.forums.createReply.getHref(categoryId, threadId)}>New Reply</RouterLink>
    </Button>
  ) : !signedIn && !locked ? (
    <Button asChild variant="secondary">
      <RouterLink to={loginHref}>Log in to reply</RouterLink>
    </Button>
  ) : null;

  const totalPages = pageCount(data.pagination.total_elements, FORUM_PAGE_SIZE);

  return (
    <div className="forums-page">
      <Breadcrumb
        className="forums-breadcrumb"
        renderLink={renderRouterLink}
        items={[
          { label: 'Categories', href: paths.forums.categories.getHref() },
          { label: categoryName, href: paths.forums.category.getHref(categoryId) },
          { label: <RemovableText text={thread.title} kind="title" /> },
        ]}
      />
      <header className="forums-page__header forums-page__header--row">
        <h1 className="forums-page__title forums-thread__title">
          <RemovableText text={thread.title} kind="title" />
        </h1>
        {replyAction && <div className="forums-thread__reply-top">{replyAction}</div>}
      </header>

      <article className="forums-post forums-post--thread" aria-label="Thread">
        <aside className="forums-post__aside">
          <PostAuthor
            userId={thread.created_by}
            username={data.author_username}
            render={data.author_render}
            staff={data.shield}
          />
        </aside>
        <div className="forums-post__body">
          <ul className="forums-facts" aria-label="Thread details">
            {pinned && (
              <li className="forums-fact forums-fact--flag">
                <PinIcon /> Pinned
              </li>
            )}
            {locked && (
              <li className="forums-fact forums-fact--flag">
                <LockIcon /> Locked
              </li>
            )}
            <li className="forums-fact">
              <EyeIcon /> {formatInteger(data.thread_views)}{' '}
              {data.thread_views === 1 ? 'view' : 'views'}
            </li>
            <li className="forums-fact">
              <RepliesIcon /> {formatInteger(data.reply_count)}{' '}
              {data.reply_count === 1 ? 'reply' : 'replies'}
            </li>
            <li className="forums-fact">
              <CalendarIcon /> Created <RelativeTime epochSeconds={thread.created_at} />
            </li>
            <li className="forums-fact">
              <ActivityIcon /> Last active <RelativeTime epochSeconds={thread.last_active} />
            </li>
          </ul>
          <p className="forums-post__content">
            <RemovableText text={thread.content} kind="content" />
          </p>
          {thread.signature && <p className="forums-post__signature">{thread.signature}</p>}
          <footer className="forums-post__footer">
            <Link asChild variant="muted">
              <RouterLink
                to={reportHref(REPORT_TYPES.forumThread, threadId)}
                aria-label="Report thread"
              >
                Report
              </RouterLink>
            </Link>
            {isAuthor && !locked && !staff && (
              <Button size="sm" variant="secondary" icon={<LockIcon />} onClick={askAuthorLock}>
                Lock Thread
              </Button>
            )}
          </footer>
          {staff && (
            <StaffActions label="Staff actions for this thread">
              {!locked && (
                <StaffActionButton onClick={() => askStaff({ kind: 'lockThread', threadId })}>
                  Lock
                </StaffActionButton>
              )}
              {pinned ? (
                <StaffActionButton onClick={() => askStaff({ kind: 'unpinThread', threadId })}>
                  Unpin
                </StaffActionButton>
              ) : (
                <StaffActionButton onClick={() => askStaff({ kind: 'pinThread', threadId })}>
                  Pin
                </StaffActionButton>
              )}
              <StaffActionButton onClick={() => askStaff({ kind: 'scrubThreadTitle', threadId })}>
                Scrub Title
              </StaffActionButton>
              <StaffActionButton onClick={() => askStaff({ kind: 'scrubThreadContent', threadId })}>
                Scrub Content
              </StaffActionButton>
              <StaffActionButton
                onClick={() => askStaff({ kind: 'scrubThreadSignature', threadId })}
              >
                Scrub Signature
              </StaffActionButton>
              <StaffActionButton
                danger
                onClick={() => askStaff({ kind: 'deleteThread', threadId })}
              >
                Delete Thread
              </StaffActionButton>
            </StaffActions>
          )}
        </div>
      </article>

      <section className="forums-section" aria-labelledby="forums-replies-heading">
        <h2 id="forums-replies-heading" className="forums-section__title">
          Replies
        </h2>
        {data.replies.length === 0 ? (
          <p className="forums-muted">No replies yet.</p>
        ) : (
          <div className="forums-replies">
            {data.replies.map((reply) => (
              <ReplyCard
                key={reply.reply_id}
                reply={reply}
                reportHref={{
                  reply: (id) => reportHref(REPORT_TYPES.forumReply, id),
                  comment: (id) => reportHref(REPORT_TYPES.forumComment, id),
                }}
                canComment={canPost}
                loginHref={!signedIn && !locked ? loginHref : null}
                staff={staff}
                onStaffAction={askStaff}
                onCommented={reload}
              />
            ))}
          </div>
        )}
        <Pagination
          className="forums-pagination"
          page={page}
          totalPages={totalPages}
          getHref={(n) => paths.forums.thread.getHref(categoryId, threadId, n)}
          renderLink={renderRouterLink}
          label="Reply pages"
        />
      </section>

      <div className="forums-thread__bottom">
        {locked ? (
          <Badge variant="neutral" className="forums-flag">
            <LockIcon /> This thread is locked
          </Badge>
        ) : (
          replyAction
        )}
      </div>

      <ConfirmDialog
        open={action.pending !== null}
        onOpenChange={action.onOpenChange}
        title={action.pending?.title ?? ''}
        message={action.pending?.message ?? ''}
        confirmVariant={action.pending?.danger ? 'danger' : 'primary'}
        busy={action.busy}
        onConfirm={action.confirm}
      />
    </div>
  );
}
