import { describe, expect, it } from 'vitest';
import { db } from '../src/runtimes/node.ts';
import {
  BLOCKED_BY_MEMBER,
  CHILD,
  MEMBER,
  OTHER,
  STAFF,
  STRANGER,
  clientOf,
  profile,
  relations,
} from './main-seed.ts';
import {
  clientFor,
  expectError,
  rawCall,
  tokenOf,
  setupForumsServer,
  setAccount,
} from './support.ts';

setupForumsServer();

describe('friend requests', () => {
  it('walks Add Friend → Accept → Unfriend with both friends counts and the request blob', async () => {
    const member = await clientFor('member');
    const stranger = await clientOf(STRANGER);
    const friendsBefore = (await profile(member, STRANGER)).profile_data_stats.user_friends_count;

    const sent = (await member.POST('/main/friends/request', { body: { user_id: STRANGER } }))
      .data!;
    expect(sent).toMatchObject({ user_id: STRANGER, friend_state: 1, friend_requests_count: 6 });
    expect((await profile(stranger, MEMBER)).friend_state).toBe(2);
    expect((await stranger.GET('/account/sync')).data!.friend_requests_count).toBe(1);

    const accepted = (await stranger.PUT('/main/friends/request', { body: { user_id: MEMBER } }))
      .data!;
    expect(accepted).toMatchObject({
      friend_state: 3,
      user_friends_count: 27,
      friend_requests_count: 0,
    });
    expect((await profile(member, STRANGER)).profile_data_stats.user_friends_count).toBe(
      friendsBefore + 1,
    );

    const ended = (await member.DELETE('/main/friends/request', { body: { user_id: STRANGER } }))
      .data!;
    expect([ended.friend_state, ended.user_friends_count]).toEqual([0, friendsBefore]);
    expect((await relations(member)).counts.count_friends).toBe(26);
  });

  it('cancels a sent request and declines a received one', async () => {
    const member = await clientFor('member');
    const cancelled = (await member.DELETE('/main/friends/request', { body: { user_id: 40 } }))
      .data!;
    expect(cancelled.friend_state).toBe(0);
    expect((await profile(member, 40)).friend_state).toBe(0);
    const declined = (await member.DELETE('/main/friends/request', { body: { user_id: 34 } }))
      .data!;
    expect([declined.friend_state, declined.friend_requests_count]).toEqual([0, 5]);
    expect((await relations(member)).pending.map((u) => u.user_id)).not.toContain(34);
  });

  it('answers 409 AC1016 outside the state machine', async () => {
    const member = await clientFor('member');
    const conflict = (call: Promise<unknown>) =>
      expectError(call, 409, 'AC1016', 'Relation State Conflict');
    await conflict(member.POST('/main/friends/request', { body: { user_id: STAFF } })); // friends
    await conflict(member.POST('/main/friends/request', { body: { user_id: 40 } })); // sent
    await conflict(member.POST('/main/friends/request', { body: { user_id: 34 } })); // received
    await conflict(member.PUT('/main/friends/request', { body: { user_id: 40 } })); // nothing to accept
    await conflict(member.DELETE('/main/friends/request', { body: { user_id: STRANGER } }));
  });

  it('follows privacy_friend exactly as the Add Friend button: 2 anyone, 1 followers, 0 nobody', async () => {
    const member = await clientFor('member');
    await setAccount(STRANGER, { privacy_friend: 0 });
    await expectError(
      member.POST('/main/friends/request', { body: { user_id: STRANGER } }),
      403,
      'AC1015',
      'Not Allowed By Privacy Settings',
    );
    await setAccount(STRANGER, { privacy_friend: 1 });
    await expectError(
      member.POST('/main/friends/request', { body: { user_id: STRANGER } }),
      403,
      'AC1015',
    );
    await member.POST('/main/user/follow', { body: { user_id: STRANGER } });
    const sent = await member.POST('/main/friends/request', { body: { user_id: STRANGER } });
    expect(sent.data!.friend_state).toBe(1);
    await setAccount(OTHER, { privacy_friend: 2 });
    expect(
      (await member.POST('/main/friends/request', { body: { user_id: OTHER } })).data!.friend_state,
    ).toBe(1);
  });

  it('refuses self (400 AC1014), unknown users (404 AC1012) and malformed bodies (400 EX4001)', async () => {
    const member = await clientFor('member');
    await expectError(
      member.POST('/main/friends/request', { body: { user_id: MEMBER } }),
      400,
      'AC1014',
      'You Cannot Do That To Yourself',
    );
    await expectError(
      member.PUT('/main/friends/request', { body: { user_id: 99999 } }),
      404,
      'AC1012',
    );
    const token = await tokenOf('member');
    for (const body of ['not json', '{}', '{"user_id":"2"}', '{"user_id":0}', '{"user_id":2.5}']) {
      const response = await rawCall('POST', '/main/friends/request', { body, token });
      expect([response.status, response.body.error_code]).toEqual([400, 'EX4001']);
    }
    expect((await relations(member)).counts.count_friends).toBe(26);
  });

  it('refuses requests between users who blocked each other (403 AC1017), both ways', async () => {
    await setAccount(BLOCKED_BY_MEMBER, { privacy_friend: 2 });
    await expectError(
      (await clientFor('member')).POST('/main/friends/request', {
        body: { user_id: BLOCKED_BY_MEMBER },
      }),
      403,
      'AC1017',
      'User Is Blocked',
    );
    await expectError(
      (await clientOf(BLOCKED_BY_MEMBER)).POST('/main/friends/request', {
        body: { user_id: MEMBER },
      }),
      403,
      'AC1017',
    );
  });
});

describe('restricted accounts', () => {
  it('are flagged on the profile and take no new friend request, acceptance or follow (403 AC1018)', async () => {
    const member = await clientFor('member');
    expect((await profile(member, STRANGER)).profile_data.restricted).toBe(false);
    await setAccount(STRANGER, {
      account_state: 0,
      privacy_view: 3,
      privacy_friend: 2,
      privacy_follow: 2,
    });
    expect((await profile(member, STRANGER)).profile_data.restricted).toBe(true);
    expect((await profile(await clientFor(), STRANGER)).profile_data.restricted).toBe(true);

    const target = { body: { user_id: STRANGER } };
    await expectError(member.POST('/main/friends/request', target), 403, 'AC1018');
    await expectError(member.POST('/main/user/follow', target), 403, 'AC1018');
    expect(
      db.friendRequests.findFirst((q) => q.where({ from_id: MEMBER, to_id: STRANGER })),
    ).toBeUndefined();
    expect(
      db.follows.findFirst((q) => q.where({ follower_id: MEMBER, followee_id: STRANGER })),
    ).toBeUndefined();

    // A request the account sent before it was restricted cannot be accepted, only declined.
    const requester = 34;
    await setAccount(requester, { account_state: 0, privacy_view: 3 });
    await expectError(
      member.PUT('/main/friends/request', { body: { user_id: requester } }),
      403,
      'AC1018',
    );
    await member.DELETE('/main/friends/request', { body: { user_id: requester } });
    expect((await profile(member, requester)).friend_state).toBe(0);
    // Relations from before can still be ended.
    const friend = 10;
    await setAccount(friend, { account_state: 0, privacy_view: 3 });
    await member.DELETE('/main/friends/request', { body: { user_id: friend } });
    expect((await profile(member, friend)).friend_state).toBe(0);
  });
});

describe('follow', () => {
  it('follows and unfollows with the followers count, AC1016 when repeated', async () => {
    const member = await clientFor('member');
    const before = (await profile(member, STRANGER)).profile_data_stats.user_followers;
    const followed = (await member.POST('/main/user/follow', { body: { user_id: STRANGER } }))
      .data!;
    expect(followed).toEqual({
      status: 200,
      user_id: STRANGER,
      follow_state: 1,
      user_followers: before + 1,
    });
    await expectError(
      member.POST('/main/user/follow', { body: { user_id: STRANGER } }),
      409,
      'AC1016',
    );
    const unfollowed = (await member.DELETE('/main/user/follow', { body: { user_id: STRANGER } }))
      .data!;
    expect([unfollowed.follow_state, unfollowed.user_followers]).toEqual([0, before]);
    await expectError(
      member.DELETE('/main/user/follow', { body: { user_id: STRANGER } }),
      409,
      'AC1016',
    );
  });

  it('follows privacy_follow exactly as the Follow button: 2 anyone, 1 friends, 0 nobody', async () => {
    const member = await clientFor('member');
    await setAccount(STRANGER, { privacy_follow: 0 });
    await expectError(
      member.POST('/main/user/follow', { body: { user_id: STRANGER } }),
      403,
      'AC1015',
    );
    await setAccount(STRANGER, { privacy_follow: 1 });
    await expectError(
      member.POST('/main/user/follow', { body: { user_id: STRANGER } }),
      403,
      'AC1015',
    );
    // Child: friends only. Member is not a friend, then becomes one.
    await expectError(
      member.POST('/main/user/follow', { body: { user_id: CHILD } }),
      403,
      'AC1015',
    );
    await db.friendships.create({ id: 9001, user_a: MEMBER, user_b: CHILD, created_at: 0 });
    expect(
      (await member.POST('/main/user/follow', { body: { user_id: CHILD } })).data!.follow_state,
    ).toBe(1);
    await expectError(
      member.POST('/main/user/follow', { body: { user_id: BLOCKED_BY_MEMBER } }),
      403,
      'AC1017',
    );
  });
});

describe('block', () => {
  it('ends friendship, requests and follows both ways, and hides the pair from each other', async () => {
    const member = await clientFor('member');
    // Friend 10 follows member and is followed back.
    await member.POST('/main/user/follow', { body: { user_id: 10 } });
    const blocked = (await member.POST('/main/user/block', { body: { user_id: 10 } })).data!;
    expect(blocked).toEqual({ status: 200, user_id: 10, block_state: 1 });
    const lists = await relations(member);
    for (const list of [lists.current, lists.following, lists.followers]) {
      expect(list.map((u) => u.user_id)).not.toContain(10);
    }
    expect(lists.counts).toMatchObject({
      count_friends: 25,
      count_followers: 45,
      count_following: 13,
    });
    const ten = await profile(await clientOf(10), MEMBER);
    expect([ten.block_state, ten.friend_state, ten.follow_state]).toEqual([2, 0, 0]);
    await expectError(member.POST('/main/user/block', { body: { user_id: 10 } }), 409, 'AC1016');
  });

  it('blocks away a pending request', async () => {
    const member = await clientFor('member');
    await member.POST('/main/user/block', { body: { user_id: 34 } });
    const { pending, counts } = await relations(member);
    expect(pending.map((u) => u.user_id)).not.toContain(34);
    expect(counts.count_pending).toBe(5);
  });

  it('unblocks without restoring relations; block_state stays 2 while the other still blocks', async () => {
    const member = await clientFor('member');
    const other = await clientOf(BLOCKED_BY_MEMBER);
    await other.POST('/main/user/block', { body: { user_id: MEMBER } });
    const unblocked = (
      await member.DELETE('/main/user/block', { body: { user_id: BLOCKED_BY_MEMBER } })
    ).data!;
    expect(unblocked.block_state).toBe(2);
    const cleared = (await other.DELETE('/main/user/block', { body: { user_id: MEMBER } })).data!;
    expect(cleared.block_state).toBe(0);
    expect((await profile(member, BLOCKED_BY_MEMBER)).block_state).toBe(0);
    await expectError(
      member.DELETE('/main/user/block', { body: { user_id: BLOCKED_BY_MEMBER } }),
      409,
      'AC1016',
    );
    await expectError(
      member.POST('/main/user/block', { body: { user_id: MEMBER } }),
      400,
      'AC1014',
    );
  });
});

describe('relations', () => {
  it('lists received requests newest first and the rest by username, counts equal to lengths', async () => {
    const data = await relations(await clientFor('member'));
    expect(data.counts).toEqual({
      count_pending: data.pending.length,
      count_friends: data.current.length,
      count_following: data.following.length,
      count_followers: data.followers.length,
    });
    expect(data.counts).toEqual({
      count_pending: 6,
      count_friends: 26,
      count_following: 13,
      count_followers: 46,
    });
    const requestTimes = data.pending.map(
      (u) =>
        db.friendRequests.findFirst((q) => q.where({ from_id: u.user_id, to_id: MEMBER }))!
          .created_at,
    );
    expect(requestTimes).toEqual([...requestTimes].sort((a, b) => b - a));
    for (const list of [data.current, data.following, data.followers]) {
      const names = list.map((u) => u.username.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
    const staff = data.current.find((u) => u.user_id === STAFF)!;
    expect(staff).toMatchObject({ username: 'staff', shield: true, friends_count: 1 });
  });

  it('answers 401 to guests and 403 AC1020 to restricted accounts', async () => {
    await expectError((await clientFor()).GET('/main/data/users/relations'), 401, 'AU1001');
    const { status, body } = await rawCall('GET', '/main/data/users/relations', {
      token: await tokenOf('suspended'),
    });
    expect([status, body.error_code]).toEqual([403, 'AC1020']);
  });
});
