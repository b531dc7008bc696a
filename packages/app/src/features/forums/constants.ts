// Forum constants (spec 03 §5, §9): the screens' own. The fields' lengths and texts are the
// contract's (`requestLengths` and `requestSchemas` of createForumPost and createForumComment).

/** Threads per category page and replies per thread page. */
export const FORUM_PAGE_SIZE = 20;

/** The reply form's counter shows 1500 while the check stays 10 to 3000 (spec 03 §5, §9). */
export const REPLY_COUNTER_MAX = 1500;
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
  emptyCategory: "Looks like it's empty Chief.",
  authorLock: 'Are you sure you want to lock your thread?',
  /** Drawn in place of a title or text staff scrubbed (blanked, spec 03 §4); never stored. */
  titleRemoved: 'Title removed by staff',
  contentRemoved: 'Content removed by staff',
} as const;

/** "[OF1001] message", the way every forum error line reads. */
export function lengthErrorLine(message: string): string {
  return `[${LENGTH_ERROR_CODE}] ${message}`;
}
