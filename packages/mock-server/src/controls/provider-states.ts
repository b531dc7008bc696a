import {
  accounts,
  forumCategories,
  nextId,
  threads,
  usernameRestrictions,
  violations,
} from '../db/index.ts';
import { nowSeconds } from '../domain/clock.ts';

/**
 * Provider states (Pact's term) for the contract kit (`packages/contract-tests`): each puts an
 * existing account into a state the API alone cannot reach, so the kit's flows can run again and
 * again on a server that is never reset. Outside the contract, like every `/__mock/*` control.
 */
export const PROVIDER_STATES = [
  'rejected-username',
  'running-suspension',
  'ended-suspension',
  'community-thread',
] as const;
export type ProviderState = (typeof PROVIDER_STATES)[number];

const HOUR = 3600;

/**
 * Puts `username` into `state`: restricts it, or (`community-thread`) gives it a thread in a
 * community category, made on first use. Returns the ids it made; null when no such account exists.
 */
export async function applyProviderState(
  username: string,
  state: ProviderState,
): Promise<Record<string, number> | null> {
  const account = accounts.findFirst((q) => q.where({ username }));
  if (!account) return null;
  const t = nowSeconds();
  if (state === 'community-thread') {
    const category =
      forumCategories.findFirst((q) => q.where({ official: 0 })) ??
      (await forumCategories.create({
        id: nextId(forumCategories),
        name: 'Community Hangout',
        about: 'A community category (provider state of the contract kit).',
        official: 0,
        position: 1,
      }));
    const thread = await threads.create({
      id: nextId(threads),
      category_id: category.id,
      title: `Community thread of ${account.username}`,
      content: 'A thread in a community category.',
      signature: null,
      created_by: account.id,
      locked: 0,
      pinned: 0,
      views: 0,
      created_at: t,
      last_active: t,
      edit_expires: t + HOUR,
      last_edited: null,
    });
    return { category_id: category.id, thread_id: thread.id };
  }
  if (state === 'rejected-username') {
    await usernameRestrictions.create({
      id: nextId(usernameRestrictions),
      account_id: account.id,
      restriction_type: 1,
      rejected_username: account.username,
      created_at: t,
      resolved: 0,
    });
  } else {
    await violations.create({
      id: nextId(violations),
      account_id: account.id,
      violation_type: 2,
      section_number: 1,
      section_text: 'Community Rules',
      subsection_number: 1,
      subsection_text: 'Respect',
      specific_number: 1,
      specific: 'Bullying/Harassment',
      violation_reason: 'Provider state of the contract kit.',
      content: '',
      staff_note: '',
      violation_expires: state === 'running-suspension' ? t + 24 * HOUR : t - HOUR,
      created_at: t,
      resolved: 0,
    });
  }
  await accounts.update(account, { data: (draft) => void (draft.account_state = 0) });
  return {};
}
