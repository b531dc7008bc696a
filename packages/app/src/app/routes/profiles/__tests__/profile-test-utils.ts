// Shared by the profile tests: seeded users as `member` (id 1) sees them, and page helpers.
import { PERSONAS } from '@endless/mock-server/node';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { signInAs } from '../../../../testing/session';

export const MEMBER = PERSONAS[0];

/** Seeded relations of `member` (deterministic seed). */
export const SEEDED = {
  member: 1,
  staff: 2,
  private: 4,
  /** No relation; requests and follows from everyone. */
  stranger: 45,
  /** Sent `member` a friend request (friend_state 2); 0 friends. */
  requester: 35,
  /** `member` sent a request (friend_state 1). */
  requested: 40,
  /** Friend of `member` (friend_state 3); 4 friends. */
  friend: 11,
  /** Followed by `member` (follow_state 1); 1 follower. */
  followed: 81,
  /** Blocked by `member` (block_state 1). */
  blocked: 110,
  /** Restricted by a termination (account_state 0); no relation, open to requests and follows. */
  terminated: 8,
} as const;

export async function renderProfileAsMember(userId: number) {
  await signInAs(MEMBER);
  const view = renderApp(`/user/${userId}`);
  await screen.findByRole(
    'heading',
    { level: 1, name: (name) => name !== 'Loading profile…' },
    { timeout: 5000 },
  );
  return view;
}

/** The shown value of a stat ('Friends', 'Followers', 'Profile Views'). */
export function stat(label: 'Friends' | 'Followers' | 'Profile Views'): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

export async function expectStat(label: 'Friends' | 'Followers' | 'Profile Views', value: string) {
  await waitFor(() => expect(stat(label)).toBe(value));
}

/** Names of the relation buttons on the page, in order. */
export function actionButtons(): string[] {
  const group = screen.queryByRole('group', { name: 'Relation' });
  if (!group) return [];
  return Array.from(group.querySelectorAll('button')).map((button) => button.textContent ?? '');
}
