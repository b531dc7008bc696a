import { deleteThread } from '../api/delete-thread';
import { lockThread } from '../api/lock-thread';
import { pinThread } from '../api/pin-thread';
import { scrubCommentContent } from '../api/scrub-comment-content';
import { scrubReplyContent } from '../api/scrub-reply-content';
import { scrubReplySignature } from '../api/scrub-reply-signature';
import { scrubThreadContent } from '../api/scrub-thread-content';
import { scrubThreadSignature } from '../api/scrub-thread-signature';
import { scrubThreadTitle } from '../api/scrub-thread-title';
import { unpinThread } from '../api/unpin-thread';

/** Staff actions ([A]) and what each one is called in its "Access Confirmation: ..." title. */
export type StaffAction =
  | { kind: 'lockThread'; threadId: number }
  | { kind: 'pinThread'; threadId: number }
  | { kind: 'unpinThread'; threadId: number }
  | { kind: 'scrubThreadTitle'; threadId: number }
  | { kind: 'scrubThreadContent'; threadId: number }
  | { kind: 'scrubThreadSignature'; threadId: number }
  | { kind: 'deleteThread'; threadId: number }
  | { kind: 'scrubReplyContent'; replyId: number }
  | { kind: 'scrubReplySignature'; replyId: number }
  | { kind: 'scrubComment'; commentId: number };

export const STAFF_ACTION_NAMES: Record<StaffAction['kind'], string> = {
  lockThread: 'Lock Thread',
  pinThread: 'Pin Thread',
  unpinThread: 'Unpin Thread',
  scrubThreadTitle: 'Scrub Thread Title',
  scrubThreadContent: 'Scrub Thread Content',
  scrubThreadSignature: 'Scrub Thread Signature',
  deleteThread: 'Delete Thread',
  scrubReplyContent: 'Scrub Reply Content',
  scrubReplySignature: 'Scrub Reply Signature',
  scrubComment: 'Scrub Comment',
};

/** Runs one staff action through its operation; a failure throws the ApiError. */
export function runStaffAction(action: StaffAction): Promise<void> {
  switch (action.kind) {
    case 'lockThread':
      return lockThread(action.threadId);
    case 'pinThread':
      return pinThread(action.threadId);
    case 'unpinThread':
      return unpinThread(action.threadId);
    case 'scrubThreadTitle':
      return scrubThreadTitle(action.threadId);
    case 'scrubThreadContent':
      return scrubThreadContent(action.threadId);
    case 'scrubThreadSignature':
      return scrubThreadSignature(action.threadId);
    case 'deleteThread':
      return deleteThread(action.threadId);
    case 'scrubReplyContent':
      return scrubReplyContent(action.replyId);
    case 'scrubReplySignature':
      return scrubReplySignature(action.replyId);
    case 'scrubComment':
      return scrubCommentContent(action.commentId);
  }
}

/** What each staff action does, told in its confirmation (our design). */
const STAFF_ACTION_MESSAGES: Record<StaffAction['kind'], string> = {
  lockThread: 'No one will be able to reply or comment once the thread is locked.',
  pinThread: 'The thread will be listed above the others on the first page of its category.',
  unpinThread: 'The thread goes back to its place among the other threads of its category.',
  // Scrubs blank the text (spec 03 §4); the app shows its note in place of it.
  scrubThreadTitle: 'The title will be blanked. The thread will show “Title removed by staff”.',
  scrubThreadContent:
    'The content will be blanked. The thread will show “Content removed by staff”.',
  scrubThreadSignature: "The thread's signature will be removed.",
  deleteThread: 'The thread, its replies and their comments will be deleted for good.',
  scrubReplyContent: 'The reply will be blanked. It will show “Content removed by staff”.',
  scrubReplySignature: "The reply's signature will be removed.",
  scrubComment: 'The comment will be blanked. It will show “Content removed by staff”.',
};

/** "Access Confirmation: Lock Thread" and the like (spec 03 §6). */
export function staffActionTitle(action: StaffAction): string {
  return `Access Confirmation: ${STAFF_ACTION_NAMES[action.kind]}`;
}

export function staffActionMessage(action: StaffAction): string {
  return STAFF_ACTION_MESSAGES[action.kind];
}
