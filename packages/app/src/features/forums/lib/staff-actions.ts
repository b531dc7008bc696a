import { STAFF_ACTION_NAMES, type StaffAction } from '../api/forums';

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
