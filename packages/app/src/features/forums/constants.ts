// Forum constants (spec 03 §5, §9). Lengths mirror the contract's schemas (forums.yaml); the
// schema tests prove they agree.

/** Threads per category page and replies per thread page. */
export const FORUM_PAGE_SIZE = 20;

export const TITLE_MIN = 5;
export const TITLE_MAX = 50;
export const CONTENT_MIN = 10;
export const CONTENT_MAX = 3000;
/** The reply form's counter shows 1500 while the check stays 10 to 3000 (spec 03 §5, §9). */
export const REPLY_COUNTER_MAX = 1500;
export const SIGNATURE_MAX = 200;
export const COMMENT_MIN = 5;
export const COMMENT_MAX = 300;
/** Characters used from which the comment counter turns red. */
export const COMMENT_WARN_AT = 280;

/** The comment box keeps 3 lines, then grows this much per extra line. */
export const COMMENT_BASE_LINES = 3;
export const COMMENT_LINE_GROWTH_PX = 18;

/** Data load delays: the categories page, and the thread page after a page change. */
export const CATEGORIES_LOAD_DELAY_MS = 500;
export const THREAD_PAGE_CHANGE_DELAY_MS = 1000;

/** The code of every client-side length error. */
export const LENGTH_ERROR_CODE = 'OF1001';

export const FORUM_TEXTS = {
  title: 'Title needs to be at least 5 characters and no longer than 50 characters',
  content: 'Content needs to be at least 10 characters and no longer than 3000 characters',
  signature: 'Signature cannot be longer than 200 characters',
  comment: 'Comment is too short or too long',
  emptyCategory: "Looks like it's empty Chief.",
  authorLock: 'Are you sure you want to lock your thread?',
  /** Drawn in place of a title or text staff scrubbed (blanked, spec 03 §4); never stored. */
  titleRemoved: 'Title removed by staff',
  contentRemoved: 'Content removed by staff',
} as const;

/** Length in characters (code points), as the contract's minLength and maxLength count them. */
export function charLength(text: string): number {
  return Array.from(text).length;
}

/** "[OF1001] message", the way every forum error line reads. */
export function lengthErrorLine(message: string): string {
  return `[${LENGTH_ERROR_CODE}] ${message}`;
}
