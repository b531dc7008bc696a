import { Badge, Breadcrumb, Button, ConfirmDialog, Loader, Pagination } from '@endless/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { REPORT_TYPES } from '../../../config/report-types';
import { useIsSignedIn } from '../../../lib/session';
import { getOfficialThreadQueryOptions, officialThreadsKey } from '../api/get-official-thread';
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
import { LockIcon } from './icons';
import { RemovableText } from './removable-text';
import { ReplyCard, type ReplyCardProps } from './reply-card';
import { renderRouterLink } from '../../../lib/router-link';
import { ThreadPost } from './thread-post';
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
  const signedIn = useIsSignedIn();
  const currentUser = useCurrentUser();

  const { thread, category_id: categoryId, category_name: categoryName } = data;
  const locked = thread.locked === 1;
  const staff = signedIn && (data.user_shield || currentUser?.shield === true);
  const isAuthor = currentUser !== undefined && currentUser.id === thread.created_by;
  const canPost = signedIn && !locked;
  // Guests are sent to log in and come back here (spec 03 §2).
  const loginHref = paths.login.getHref(`${location.pathname}${location.search}`);
  const reportHref = (type: number, id: number) =>
    signedIn ? paths.report.form.getHref(type, id) : loginHref;
  const { action, askStaff, askAuthorLock, reload } = useThreadActions(threadId, categoryId);

  const replyAction = canPost ? (
    <Button asChild>
      <RouterLink to={paths.forums.createReply.getHref(categoryId, threadId)}>New Reply</RouterLink>
    </Button>
  ) : !signedIn && !locked ? (
    <Button asChild variant="secondary">
      <RouterLink to={loginHref}>Log in to reply</RouterLink>
    </Button>
  ) : null;

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

      <ThreadPost
        threadId={threadId}
        data={data}
        staff={staff}
        isAuthor={isAuthor}
        reportHref={reportHref}
        onStaffAction={askStaff}
        onAuthorLock={askAuthorLock}
      />

      <ThreadReplies
        threadId={threadId}
        page={page}
        data={data}
        reportHref={reportHref}
        canComment={canPost}
        loginHref={!signedIn && !locked ? loginHref : null}
        staff={staff}
        onStaffAction={askStaff}
        onCommented={reload}
      />

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

/** The staff actions and the author's lock, each confirmed first, and the reload after them. */
function useThreadActions(threadId: number, categoryId: number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const action = useForumAction();

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
              queryClient.removeQueries({ queryKey: officialThreadsKey });
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

  return { action, askStaff, askAuthorLock, reload };
}

/** The replies of one page, with their comments, and the pages. */
function ThreadReplies({
  threadId,
  page,
  data,
  reportHref,
  ...cardProps
}: {
  threadId: number;
  page: number;
  data: ThreadDetail;
  reportHref: (type: number, id: number) => string;
} & Pick<ReplyCardProps, 'canComment' | 'loginHref' | 'staff' | 'onStaffAction' | 'onCommented'>) {
  return (
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
              {...cardProps}
            />
          ))}
        </div>
      )}
      <Pagination
        className="forums-pagination"
        page={page}
        totalPages={pageCount(data.pagination.total_elements, FORUM_PAGE_SIZE)}
        getHref={(n) => paths.forums.thread.getHref(data.category_id, threadId, n)}
        renderLink={renderRouterLink}
        label="Reply pages"
      />
    </section>
  );
}
