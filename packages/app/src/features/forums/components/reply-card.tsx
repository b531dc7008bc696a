import { Link, RelativeTime } from '@endless/ui';
import { Link as RouterLink } from 'react-router';
import type { StaffAction } from '../lib/staff-actions';
import type { ForumComment, Reply } from '../types';
import { CommentBox } from './comment-box';
import { PostAuthor } from './post-author';
import { RemovableText } from './removable-text';
import { StaffActionButton, StaffActions } from './staff-actions';

export interface ReplyCardProps {
  reply: Reply;
  /** Where Report links point for this reply and a comment (login for guests). */
  reportHref: { reply: (replyId: number) => string; comment: (commentId: number) => string };
  /** Comments are taken: signed in and the thread is not locked. */
  canComment: boolean;
  /** Shown to guests of an open thread instead of the comment box. */
  loginHref: string | null;
  staff: boolean;
  onStaffAction: (action: StaffAction) => void;
  onCommented: () => Promise<void>;
}

/** One reply: author, content, signature, time, then its comments and the comment box. */
export function ReplyCard({
  reply,
  reportHref,
  canComment,
  loginHref,
  staff,
  onStaffAction,
  onCommented,
}: ReplyCardProps) {
  const headingId = `forums-reply-${reply.reply_id}`;
  return (
    <article className="forums-post forums-post--reply" aria-labelledby={headingId}>
      <aside className="forums-post__aside">
        <PostAuthor
          userId={reply.author_id}
          username={reply.author_username}
          render={reply.author_render}
          staff={reply.shield}
        />
      </aside>
      <div className="forums-post__body">
        <header className="forums-post__header">
          <h3 id={headingId} className="forums-visually-hidden">
            Reply by {reply.author_username}
          </h3>
          <RelativeTime epochSeconds={reply.created_at} className="forums-post__time" />
          <Link asChild variant="muted" className="forums-post__report">
            <RouterLink to={reportHref.reply(reply.reply_id)} aria-label="Report reply">
              Report
            </RouterLink>
          </Link>
        </header>
        <p className="forums-post__content">
          <RemovableText text={reply.reply_content} kind="content" />
        </p>
        {reply.reply_signature && <p className="forums-post__signature">{reply.reply_signature}</p>}
        {staff && (
          <StaffActions label="Staff actions for this reply">
            <StaffActionButton
              onClick={() => onStaffAction({ kind: 'scrubReplyContent', replyId: reply.reply_id })}
            >
              Scrub Reply Content
            </StaffActionButton>
            <StaffActionButton
              onClick={() =>
                onStaffAction({ kind: 'scrubReplySignature', replyId: reply.reply_id })
              }
            >
              Scrub Reply Signature
            </StaffActionButton>
          </StaffActions>
        )}

        <section
          className="forums-comments"
          aria-label={`Comments on the reply by ${reply.author_username}`}
        >
          {reply.comments.length > 0 && (
            <ul className="forums-comments__list">
              {reply.comments.map((comment) => (
                <CommentItem
                  key={comment.comment_id}
                  comment={comment}
                  reportHref={reportHref.comment(comment.comment_id)}
                  staff={staff}
                  onStaffAction={onStaffAction}
                />
              ))}
            </ul>
          )}
          {canComment ? (
            <CommentBox replyId={reply.reply_id} onPosted={onCommented} />
          ) : loginHref ? (
            <p className="forums-comments__login">
              <Link asChild>
                <RouterLink to={loginHref}>Log in to comment</RouterLink>
              </Link>
            </p>
          ) : null}
        </section>
      </div>
    </article>
  );
}

function CommentItem({
  comment,
  reportHref,
  staff,
  onStaffAction,
}: {
  comment: ForumComment;
  reportHref: string;
  staff: boolean;
  onStaffAction: (action: StaffAction) => void;
}) {
  return (
    <li className="forums-comment">
      <PostAuthor
        userId={comment.author_id}
        username={comment.author_username}
        render={comment.author_render}
        staff={false}
        size="sm"
      />
      <div className="forums-comment__body">
        <p className="forums-comment__content">
          <RemovableText text={comment.comment_content} kind="content" />
        </p>
        <div className="forums-comment__meta">
          <RelativeTime epochSeconds={comment.created_at} />
          <Link asChild variant="muted">
            <RouterLink to={reportHref} aria-label="Report comment">
              Report
            </RouterLink>
          </Link>
          {staff && (
            <StaffActionButton
              onClick={() => onStaffAction({ kind: 'scrubComment', commentId: comment.comment_id })}
            >
              Scrub Comment
            </StaffActionButton>
          )}
        </div>
      </div>
    </li>
  );
}
