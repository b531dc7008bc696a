import { describe, expect, it } from 'vitest';
import { baseDailyNodes, dailyNodes, isNewListing, shownOnlineStatus } from './index.ts';

const NOW = 1_800_000_000;

describe('shownOnlineStatus', () => {
  it('keeps the chosen status up to 300 s', () => {
    for (const status of [0, 1, 2, 3] as const) {
      expect(shownOnlineStatus(NOW, status, NOW)).toBe(status);
      expect(shownOnlineStatus(NOW - 300, status, NOW)).toBe(status);
    }
  });

  it('from 301 s to 900 s keeps a status under 3 and shows 3 (online) as 2 (away)', () => {
    for (const idle of [301, 900]) {
      expect(shownOnlineStatus(NOW - idle, 3, NOW)).toBe(2);
      expect(shownOnlineStatus(NOW - idle, 2, NOW)).toBe(2);
      expect(shownOnlineStatus(NOW - idle, 1, NOW)).toBe(1);
      expect(shownOnlineStatus(NOW - idle, 0, NOW)).toBe(0);
    }
  });

  it('is offline (null) after 900 s', () => {
    expect(shownOnlineStatus(NOW - 901, 3, NOW)).toBeNull();
    expect(shownOnlineStatus(NOW - 86_400, 1, NOW)).toBeNull();
  });
});

describe('isNewListing', () => {
  it('is New for 48 hours after creation, not a second longer', () => {
    expect(isNewListing(NOW - 48 * 3600 + 1, NOW)).toBe(true);
    expect(isNewListing(NOW - 48 * 3600, NOW)).toBe(false);
  });
});

describe('daily nodes', () => {
  it('gives 5, or 15 to a subscriber or any backer tier, times the multiplier rounded', () => {
    const member = { subscriber: 0, backer: 0, nodes_multiplier: 1.5 };
    expect(baseDailyNodes(member)).toBe(5);
    expect(dailyNodes(member)).toBe(8);
    expect(dailyNodes({ ...member, subscriber: 1 })).toBe(23);
    expect(dailyNodes({ ...member, backer: 3, nodes_multiplier: 1 })).toBe(15);
  });
});
