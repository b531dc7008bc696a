// Long: /main/* is one resource, and a resource is one handler file (architecture.md).
import { requestSchemas } from '@endless/client/schemas';
import { z } from 'zod';
import {
  accounts,
  follows,
  friendRequests,
  nextId,
  recentGames,
  statuses,
  statusesOf,
  type Account,
  type Status,
} from '../db/index.ts';
import { findAccount, updateAccount } from '../domain/account.ts';
import { isRestricted, optionalAccount, requireAccount } from '../domain/auth.ts';
import { nowSeconds } from '../domain/clock.ts';
import { visibleOnlineStatus } from '../domain/presence.ts';
import {
  acceptFriendRequest,
  block,
  canSee,
  follow,
  followersCount,
  friendIds,
  friendState,
  friendsCount,
  hasBlocked,
  incomingRequestsCount,
  isBlockedEitherWay,
  isFollowing,
  removeFriendRelation,
  sendFriendRequest,
  unblock,
  unfollow,
} from '../domain/relations.ts';
import { errorCodeBody, restricted, type ErrorCode } from '../requests/errors.ts';
import { parseBody, parseQuery } from '../requests/parse.ts';
import { http } from '../requests/typed-http.ts';

export const SEARCH_LIMIT = 50;
export const FEED_LIMIT = 20;
export const RECENTS_LIMIT = 10;

// Shapes for the handlers' types: the contract's request rules have judged the values already.
const userIdBody = z.object({ user_id: z.number() });
const profileQuery = requestSchemas.getUserProfile.query;
const searchQuery = requestSchemas.searchUsers.query;
const statusBody = z.object({ content: z.string() });

type Level3 = 0 | 1 | 2 | 3;
type Level2 = 0 | 1 | 2;

/** The HTTP status of each relation-guard error; AC1016 (a state conflict) is the 409. */
const RELATION_ERROR_STATUS: Partial<Record<ErrorCode, 400 | 403 | 404>> = {
  AC1014: 400,
  AC1015: 403,
  AC1017: 403,
  AC1018: 403,
  AC1012: 404,
};

function relationError(code: ErrorCode) {
  const status: 400 | 403 | 404 | 409 = RELATION_ERROR_STATUS[code] ?? 409;
  return { status, body: errorCodeBody(status, code) };
}

const byUsername = (a: Account, b: Account) =>
  a.username.toLowerCase().localeCompare(b.username.toLowerCase());

/** Accounts by id, skipping unknown ids and anyone blocked either way with the viewer. */
function visibleAccounts(viewerId: number, ids: number[]): Account[] {
  return ids
    .filter((id) => !isBlockedEitherWay(viewerId, id))
    .map(findAccount)
    .filter((account): account is Account => account !== undefined);
}

function listEntry(account: Account) {
  return {
    user_id: account.id,
    username: account.username,
    shield: account.shield === 1,
    half_render: account.half_render,
    friends_count: friendsCount(account.id),
    followers_count: followersCount(account.id),
  };
}

const friendResult = (viewer: Account, targetId: number) => ({
  status: 200 as const,
  user_id: targetId,
  friend_state: friendState(viewer.id, targetId),
  user_friends_count: friendsCount(targetId),
  friend_requests_count: incomingRequestsCount(viewer.id),
});

const followResult = (viewer: Account, targetId: number) => ({
  status: 200 as const,
  user_id: targetId,
  follow_state: isFollowing(viewer.id, targetId) ? (1 as const) : (0 as const),
  user_followers: followersCount(targetId),
});

/** 1 the viewer blocked the user, 2 the user blocked the viewer, 0 neither. */
const blockState = (viewerId: number, otherId: number): 0 | 1 | 2 =>
  hasBlocked(viewerId, otherId) ? 1 : hasBlocked(otherId, viewerId) ? 2 : 0;

const newestFirst = (a: Status, b: Status) => b.created_at - a.created_at || b.id - a.id;

function latestStatus(accountId: number): string | null {
  return [...statusesOf(accountId)].sort(newestFirst)[0]?.content ?? null;
}

function statusEntry(status: Status, author: Account) {
  return {
    status_id: status.id,
    user_id: author.id,
    username: author.username,
    content: status.content,
    created_at: status.created_at,
    half_render: author.half_render,
  };
}

/**
 * A friend in the dashboard list. The chosen online_status and last_active go out as stored (the
 * client applies the 300 s / 900 s thresholds); a friend whose privacy_activity hides their
 * activity from the viewer shows as offline and never active (our design).
 */
function dashboardFriend(viewer: Account, friend: Account) {
  const shown = canSee(viewer, friend, friend.privacy_activity);
  return {
    user_id: friend.id,
    username: friend.username,
    latest_status: latestStatus(friend.id),
    last_active: shown ? friend.last_active : 0,
    online_status: (shown ? friend.online_status : 0) as Level3,
    half_render: friend.half_render,
  };
}

export const mainHandlers = [
  // Public profile. Visibility follows privacy_view (owner and staff always see); anyone else gets
  // 403 AC1011. A user who blocked the viewer answers block_state 2 and hides their activity.
  // Each view by another signed-in account counts.
  http.get('/main/data/user', async ({ request, response }) => {
    const auth = optionalAccount(request);
    if (!auth.ok) return auth.response;
    const viewer = auth.account;
    if (viewer && isRestricted(viewer)) return restricted();
    const query = parseQuery(request, profileQuery);
    if (!query.ok) return query.response;
    let target = findAccount(query.data.user_id);
    if (!target) return response(404).json(errorCodeBody(404, 'AC1012'));
    if (!canSee(viewer, target, target.privacy_view)) {
      return response(403).json(errorCodeBody(403, 'AC1011'));
    }
    const blocked = viewer ? blockState(viewer.id, target.id) : 0;
    if (viewer && viewer.id !== target.id) {
      target =
        (await updateAccount(target.id, (draft) => void (draft.profile_views += 1))) ?? target;
    }
    const activityShown = blocked !== 2 && canSee(viewer, target, target.privacy_activity);
    return response(200).json({
      status: 200,
      error_code: null,
      block_state: blocked,
      friend_state: viewer ? friendState(viewer.id, target.id) : 0,
      follow_state: viewer && isFollowing(viewer.id, target.id) ? 1 : 0,
      profile_data: {
        username: target.username,
        about: target.about,
        signature: target.signature,
        render_half: target.half_render,
        staff: target.shield === 1,
        subscriber: target.subscriber,
        privacy_activity: target.privacy_activity as Level3,
        privacy_follow: target.privacy_follow as Level2,
        privacy_friend: target.privacy_friend as Level2,
        privacy_view: target.privacy_view as Level3,
        online_status: (activityShown ? visibleOnlineStatus(target) : 0) as Level3,
        restricted: isRestricted(target),
      },
      profile_data_stats: {
        user_friends_count: friendsCount(target.id),
        user_followers: followersCount(target.id),
        profile_views: target.profile_views,
      },
    });
  }),

  // Add Friend: allowed exactly when the profile's button shows (privacy_friend 2, or 1 and the
  // viewer follows the user); Cancel, Decline and Unfriend share the DELETE.
  http.post('/main/friends/request', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, userIdBody);
    if (!body.ok) return body.response;
    const error = await sendFriendRequest(auth.account, body.data.user_id);
    if (error) {
      const { status, body: errorBody } = relationError(error);
      return response(status).json(errorBody);
    }
    return response(200).json(friendResult(auth.account, body.data.user_id));
  }),

  http.put('/main/friends/request', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, userIdBody);
    if (!body.ok) return body.response;
    const error = await acceptFriendRequest(auth.account, body.data.user_id);
    if (error) {
      // A block removed any request between the two: there is nothing to accept.
      const { status, body: errorBody } = relationError(error === 'AC1017' ? 'AC1016' : error);
      return response(status).json(errorBody);
    }
    return response(200).json(friendResult(auth.account, body.data.user_id));
  }),

  http.delete('/main/friends/request', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, userIdBody);
    if (!body.ok) return body.response;
    const error = removeFriendRelation(auth.account, body.data.user_id);
    if (error) {
      const { status, body: errorBody } = relationError(error);
      return response(status).json(errorBody);
    }
    return response(200).json(friendResult(auth.account, body.data.user_id));
  }),

  // Follow: allowed exactly when the profile's button shows (privacy_follow 2, or 1 and friends).
  http.post('/main/user/follow', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, userIdBody);
    if (!body.ok) return body.response;
    const error = await follow(auth.account, body.data.user_id);
    if (error) {
      const { status, body: errorBody } = relationError(error);
      return response(status).json(errorBody);
    }
    return response(200).json(followResult(auth.account, body.data.user_id));
  }),

  http.delete('/main/user/follow', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, userIdBody);
    if (!body.ok) return body.response;
    const error = unfollow(auth.account, body.data.user_id);
    if (error) {
      const { status, body: errorBody } = relationError(error);
      return response(status).json(errorBody);
    }
    return response(200).json(followResult(auth.account, body.data.user_id));
  }),

  http.post('/main/user/block', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, userIdBody);
    if (!body.ok) return body.response;
    const { user_id } = body.data;
    const error = await block(auth.account, user_id);
    if (error) {
      const { status, body: errorBody } = relationError(error);
      return response(status).json(errorBody);
    }
    return response(200).json({ status: 200, user_id, block_state: 1 });
  }),

  http.delete('/main/user/block', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, userIdBody);
    if (!body.ok) return body.response;
    const { user_id } = body.data;
    const error = unblock(auth.account, user_id);
    if (error) {
      const { status, body: errorBody } = relationError(error);
      return response(status).json(errorBody);
    }
    return response(200).json({
      status: 200,
      user_id,
      block_state: blockState(auth.account.id, user_id),
    });
  }),

  // The /users lists: received requests newest first, the others by username; blocked users never
  // appear. Each count is its list's length.
  http.get('/main/data/users/relations', ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const me = auth.account.id;
    const requests = friendRequests
      .findMany((q) => q.where({ to_id: me }))
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id);
    const pending = visibleAccounts(
      me,
      requests.map((r) => r.from_id),
    ).map(listEntry);
    const current = visibleAccounts(me, friendIds(me)).sort(byUsername).map(listEntry);
    const following = visibleAccounts(
      me,
      follows.findMany((q) => q.where({ follower_id: me })).map((f) => f.followee_id),
    )
      .sort(byUsername)
      .map(listEntry);
    const followers = visibleAccounts(
      me,
      follows.findMany((q) => q.where({ followee_id: me })).map((f) => f.follower_id),
    )
      .sort(byUsername)
      .map(listEntry);
    return response(200).json({
      status: 200,
      counts: {
        count_pending: pending.length,
        count_friends: current.length,
        count_following: following.length,
        count_followers: followers.length,
      },
      pending,
      current,
      following,
      followers,
    });
  }),

  // Search: case-insensitive substring of the username, exact match first then alphabetical, at
  // most 50; users blocked either way are left out.
  http.get('/main/data/users', ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const query = parseQuery(request, searchQuery);
    if (!query.ok) return query.response;
    const needle = query.data.query.toLowerCase();
    const me = auth.account.id;
    const results = accounts
      .findMany((q) => q.where({ username: (username) => username.toLowerCase().includes(needle) }))
      .filter((account) => !isBlockedEitherWay(me, account.id))
      .sort((a, b) => {
        const exact =
          Number(b.username.toLowerCase() === needle) - Number(a.username.toLowerCase() === needle);
        return exact || byUsername(a, b);
      })
      .slice(0, SEARCH_LIMIT)
      .map((account) => {
        const { half_render, ...entry } = listEntry(account);
        return { ...entry, render_half: half_render };
      });
    return response(200).json({ status: 200, results });
  }),

  // Dashboard: own entry first then friends by last_active; the feed holds the newest statuses of
  // the user, their friends and the users they follow; recents most recent first.
  http.get('/main/data/dashboard', ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const me = auth.account;
    const friends = visibleAccounts(me.id, friendIds(me.id))
      .map((friend) => dashboardFriend(me, friend))
      .sort((a, b) => b.last_active - a.last_active || a.user_id - b.user_id);
    const own = {
      user_id: me.id,
      username: me.username,
      latest_status: latestStatus(me.id),
      last_active: me.last_active,
      online_status: me.online_status as Level3,
      half_render: me.half_render,
    };
    const followed = follows
      .findMany((q) => q.where({ follower_id: me.id }))
      .map((f) => f.followee_id);
    const authors = new Map(
      [me, ...visibleAccounts(me.id, [...friendIds(me.id), ...followed])].map((a) => [a.id, a]),
    );
    const feed = [...authors.keys()]
      .flatMap((id) => statusesOf(id))
      .sort(newestFirst)
      .slice(0, FEED_LIMIT)
      .flatMap((status) => {
        const author = authors.get(status.account_id);
        return author ? [statusEntry(status, author)] : [];
      });
    const recents = recentGames
      .findMany((q) => q.where({ account_id: me.id }))
      .sort((a, b) => b.played_at - a.played_at || b.id - a.id)
      .slice(0, RECENTS_LIMIT)
      .map(({ game_id, game_title }) => ({ game_id, game_title }));
    return response(200).json({
      status: 200,
      dashboard: [
        {
          username: me.username,
          half_render: me.half_render,
          active_render: me.active_render,
          friends: [own, ...friends],
          statuses: feed,
          recents,
        },
      ],
    });
  }),

  // Status update: MN1001 for a text of white space only (the contract's lengths answer it too),
  // stored without its surrounding white space.
  http.post('/main/dashboard/status', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, statusBody);
    if (!body.ok) return body.response;
    const content = body.data.content.trim();
    if (content === '') return response(400).json(errorCodeBody(400, 'MN1001'));
    const status = await statuses.create({
      id: nextId(statuses),
      account_id: auth.account.id,
      content,
      created_at: nowSeconds(),
    });
    return response(200).json({ status: 200, status_update: statusEntry(status, auth.account) });
  }),
];
