import type { components } from '@endless/client';
import { describe, expect, it } from 'vitest';
import { friendQuote } from './friend-quote';
import { onlineFriends, presenceStatus } from './online-friends';

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

describe('presenceStatus', () => {
  it('keeps the given status up to 300 s', () => {
    for (const status of [0, 1, 2, 3] as const) {
      expect(presenceStatus(NOW, status, NOW)).toBe(status);
      expect(presenceStatus(NOW - 300, status, NOW)).toBe(status);
    }
  });

  it('from 301 s to 900 s keeps a status under 3 and shows 3 as 2', () => {
    for (const idle of [301, 900]) {
      expect(presenceStatus(NOW - idle, 3, NOW)).toBe(2);
      expect(presenceStatus(NOW - idle, 2, NOW)).toBe(2);
      expect(presenceStatus(NOW - idle, 1, NOW)).toBe(1);
      expect(presenceStatus(NOW - idle, 0, NOW)).toBe(0);
    }
  });

  it('hides a friend idle for more than 900 s', () => {
    expect(presenceStatus(NOW - 901, 3, NOW)).toBeNull();
    expect(presenceStatus(NOW - 86_400, 1, NOW)).toBeNull();
  });
});

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
