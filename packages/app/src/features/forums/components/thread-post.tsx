import { Button, Link, RelativeTime, formatInteger } from '@endless/ui';
import { Link as RouterLink } from 'react-router';
import { REPORT_TYPES } from '../../../config/report-types';
import type { StaffAction } from '../lib/staff-actions';
import type { ThreadDetail } from '../types';
import { ActivityIcon, CalendarIcon, EyeIcon, LockIcon, PinIcon, RepliesIcon } from './icons';
import { PostAuthor } from './post-author';
import { RemovableText } from './removable-text';
import { StaffActionButton, StaffActions } from './staff-actions';

export interface ThreadPostProps {
  threadId: number;
  data: ThreadDetail;
  /** The viewer is staff: the staff actions show instead of the author's lock. */
  staff: boolean;
  isAuthor: boolean;
  reportHref: (type: number, id: number) => string;
  onStaffAction: (action: StaffAction) => void;
  onAuthorLock: () => void;
}

/** The thread's opening post: its author, facts, text, report link and moderation. */
export function ThreadPost({
  threadId,
  data,
  staff,
  isAuthor,
  reportHref,
  onStaffAction,
  onAuthorLock,
}: ThreadPostProps) {
  const { thread } = data;
  const locked = thread.locked === 1;
  return (
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
        <ThreadFacts data={data} />
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
            <Button size="sm" variant="secondary" icon={<LockIcon />} onClick={onAuthorLock}>
              Lock Thread
            </Button>
          )}
        </footer>
        {staff && (
          <ThreadStaffActions threadId={threadId} data={data} onStaffAction={onStaffAction} />
        )}
      </div>
    </article>
  );
}

/** The flags, counts and dates of the thread. */
function ThreadFacts({ data }: { data: ThreadDetail }) {
  const { thread } = data;
  return (
    <ul className="forums-facts" aria-label="Thread details">
      {thread.pinned === 1 && (
        <li className="forums-fact forums-fact--flag">
          <PinIcon /> Pinned
        </li>
      )}
      {thread.locked === 1 && (
        <li className="forums-fact forums-fact--flag">
          <LockIcon /> Locked
        </li>
      )}
      <li className="forums-fact">
        <EyeIcon /> {formatInteger(data.thread_views)} {data.thread_views === 1 ? 'view' : 'views'}
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
  );
}

function ThreadStaffActions({
  threadId,
  data,
  onStaffAction,
}: Pick<ThreadPostProps, 'threadId' | 'data' | 'onStaffAction'>) {
  const { thread } = data;
  return (
    <StaffActions label="Staff actions for this thread">
      {thread.locked !== 1 && (
        <StaffActionButton onClick={() => onStaffAction({ kind: 'lockThread', threadId })}>
          Lock
        </StaffActionButton>
      )}
      {thread.pinned === 1 ? (
        <StaffActionButton onClick={() => onStaffAction({ kind: 'unpinThread', threadId })}>
          Unpin
        </StaffActionButton>
      ) : (
        <StaffActionButton onClick={() => onStaffAction({ kind: 'pinThread', threadId })}>
          Pin
        </StaffActionButton>
      )}
      <StaffActionButton onClick={() => onStaffAction({ kind: 'scrubThreadTitle', threadId })}>
        Scrub Title
      </StaffActionButton>
      <StaffActionButton onClick={() => onStaffAction({ kind: 'scrubThreadContent', threadId })}>
        Scrub Content
      </StaffActionButton>
      <StaffActionButton onClick={() => onStaffAction({ kind: 'scrubThreadSignature', threadId })}>
        Scrub Signature
      </StaffActionButton>
      <StaffActionButton danger onClick={() => onStaffAction({ kind: 'deleteThread', threadId })}>
        Delete Thread
      </StaffActionButton>
    </StaffActions>
  );
}
