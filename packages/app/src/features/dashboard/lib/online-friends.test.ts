import type { components } from '@endless/client';
import { describe, expect, it } from 'vitest';
import { friendQuote } from './friend-quote';
import { onlineFriends } from './online-friends';

const NOW = 1_767_225_600;

function friend(
  username: string,
  idle: number,
  online_status: components['schemas']['OnlineStatus'],
): components['schemas']['DashboardFriend'] {
  return {
    user_id: username.length,
    username,
    latest_status: null,
    last_active: NOW - idle,
    online_status,
    half_render: 'abc',
  };
}

describe('onlineFriends', () => {
  it('skips the own entry and the offline friends', () => {
    const list = onlineFriends(
      [friend('member', 0, 3), friend('ada', 10, 3), friend('bo', 600, 3), friend('cy', 901, 3)],
      'member',
      NOW,
    );
    expect(list.map((f) => [f.username, f.shown_status])).toEqual([
      ['ada', 3],
      ['bo', 2],
    ]);
  });

  it('processes the list only with more than one entry', () => {
    expect(onlineFriends([friend('ada', 0, 3)], 'member', NOW)).toEqual([]);
    expect(onlineFriends([], 'member', NOW)).toEqual([]);
    expect(onlineFriends([friend('ada', 0, 3), friend('bo', 0, 1)], 'member', NOW)).toHaveLength(2);
  });
});

describe('friendQuote', () => {
  it('keeps a status of 66 characters whole', () => {
    const text = 'a'.repeat(66);
    expect(friendQuote(text)).toBe(text);
  });

  it('cuts a status of 67 characters to 57 plus an ellipsis', () => {
    const text = `${'b'.repeat(57)}${'c'.repeat(10)}`;
    expect(friendQuote(text)).toBe(`${'b'.repeat(57)}…`);
    expect(Array.from(friendQuote(text))).toHaveLength(58);
  });

  it('counts an emoji as one character', () => {
    const text = `${'d'.repeat(56)}🙂${'e'.repeat(10)}`;
    expect(friendQuote(text)).toBe(`${'d'.repeat(56)}🙂…`);
  });
});
