// Long: the matrix is one table, a row per operation of the contract, and reads best whole.
import type { Contract } from '../contract.ts';
import type { Scenario } from '../run.ts';
import { UNKNOWN_UUID, strongPassword, type Tokens } from '../steps.ts';

/**
 * The authorization matrix: for every operation of the contract, the answer each persona gets to
 * the same well-formed request. A cell is `'<status>'` or `'<status> <error code>'`.
 *
 * Personas (each is a caller; the objects belong to `member`):
 * - `guest`: no Authorization header.
 * - `locked`: restricted by a violation that cannot be reactivated (a termination; the locked
 *   screen shows the violation). Spec 01 §6: a restricted account may only log out (and read
 *   terms and privacy); the contract's AccountState lets it sync, look itself up, read its
 *   violation and resubmit a username, and answers 403 AC1020 to every other protected operation.
 * - `restricted`: restricted for a rejected username (restriction_type 1; the locked screen shows
 *   the new-username form). Same rules, but its username resubmission succeeds.
 * - `other`: another ordinary member, who tries the member's objects.
 * - `member`: an ordinary member, owner of the objects the requests name.
 * - `staff`: a staff (shield) account: forum moderation under /access/forums.
 *
 * Cells run in that order, so refusals meet the objects unchanged and the owner's and staff's
 * successful writes come last. A row whose success changes something the next cells need takes a
 * fresh object (`newThread`, `newSession`, `freshRestricted`).
 *
 * An operation of the contract without a row, or a row without a cell for every persona, fails
 * the matrix (`missingRows`): a new operation must say who may call it.
 */

export const PERSONAS = ['guest', 'locked', 'restricted', 'other', 'member', 'staff'] as const;
export type Persona = (typeof PERSONAS)[number];
export type SignedIn = Exclude<Persona, 'guest'>;

/** `'200'`, `'401 AU1001'`: the status and, for an error, the code the answer must carry. */
export type Cell = `${number}` | `${number} ${string}`;
export type Cells = Record<Persona, Cell>;

export interface Actor {
  username: string;
  password: string;
  /** Known for the accounts the kit registers; empty for the fixtures' accounts. */
  email: string;
  id: number;
  token: string;
}

/** What the member owns (made once per run) and the shared data the requests name. */
export interface Objects {
  statusId: number;
  threadId: number;
  replyId: number;
  commentId: number;
  /** A checkout session the member opened. */
  checkoutSession: string;
  listing: { id: number; uuid: string; listing_type: number };
  community: { categoryId: number; threadId: number };
}

export interface World {
  t: Scenario;
  actors: Record<SignedIn, Actor>;
  objects: Objects;
  /** The persona's bearer token (null for the guest). */
  token(persona: Persona): string | null;
  /** A new thread of the member in the official category, for rows that lock or delete one. */
  newThread(): Promise<number>;
  /** A second session of the persona, for rows that rotate or end the tokens they are sent. */
  newSession(persona: SignedIn): Promise<Tokens>;
  /** A new account restricted for a rejected username, for the row that lifts the restriction. */
  freshRestricted(): Promise<Actor>;
}

export interface Request {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Send this token instead of the persona's (a fresh account standing in for the persona). */
  token?: string | null;
}

export interface Row {
  cells: Cells;
  /** The request of one cell; none means no query and no body. */
  request?(world: World, persona: Persona): Request | Promise<Request>;
}

/** The official category the member's thread is in (the fixtures' `data.forumCategory`). */
export const forumCategory = (w: World) => w.t.run.fixtures.data.forumCategory;
/** A code the chat service never issued, a token no e-mail carried. */
const BOGUS = 'NhhvTDYsFcdgNLnnLijcl7Ku7bEEeee';

const parse = (cell: Cell): { status: number; code?: string } => {
  const [status, code] = cell.split(' ');
  return { status: Number(status), ...(code ? { code } : {}) };
};
export { parse as parseCell };

// Row builders for the common shapes; every row still names its operation.

/** Needs a session; restricted and locked accounts are refused; every member gets `answer`. */
function signedIn(answer: Cell, overrides: Partial<Cells> = {}): Cells {
  return {
    guest: '401 AU1001',
    locked: '403 AC1020',
    restricted: '403 AC1020',
    other: answer,
    member: answer,
    staff: answer,
    ...overrides,
  };
}

/** Needs a session and staff (shield): members get 403 OF1006. */
const staffOnly = (answer: Cell): Cells =>
  signedIn(answer, { other: '403 OF1006', member: '403 OF1006' });

/** A session may sync and look itself up even while restricted (AccountState). */
const selfWhileRestricted = (answer: Cell, overrides: Partial<Cells> = {}): Cells =>
  signedIn(answer, { locked: answer, restricted: answer, ...overrides });

/** Anyone, with or without a session: a token changes at most what the answer shows. */
const anyone = (answer: Cell): Cells => ({
  guest: answer,
  locked: answer,
  restricted: answer,
  other: answer,
  member: answer,
  staff: answer,
});

const actor = (w: World, p: Persona) => (p === 'guest' ? w.actors.member : w.actors[p]);

/** The rows, keyed by operationId. */
export const MATRIX: Record<string, Row> = {
  // ── Sign-in (no security: the bearer token is ignored) ──
  refreshTokens: {
    // A pair is only good for the session it came from; the guest has none.
    cells: { ...anyone('200'), guest: '401 AU1004' },
    request: async (w, p) => {
      if (p === 'guest') {
        return { body: { access_token: 'at_matrix_unknown', refresh_token: 'rt_matrix_unknown' } };
      }
      return { body: await w.newSession(p) };
    },
  },
  logInUser: {
    // Restricted accounts sign in too: they must reach the locked screen (spec 02).
    cells: anyone('200'),
    request: (w, p) => {
      const { username, password } = actor(w, p);
      return { body: { username, password, remember: false } };
    },
  },
  logOutUser: {
    cells: anyone('200'),
    request: async (w, p) => {
      if (p === 'guest') return { body: { accessToken: 'at_unknown', refreshToken: 'rt_unknown' } };
      const tokens = await w.newSession(p);
      return { body: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token } };
    },
  },
  requestPasswordReset: {
    cells: anyone('200'),
    request: (w, p) => ({ body: { input: actor(w, p).username } }),
  },
  validatePasswordReset: {
    cells: anyone('400 AU1010'),
    request: (w) => ({ body: { id: w.actors.member.id, token: 'matrix-not-a-reset-token' } }),
  },
  resetPassword: {
    cells: anyone('400 AU1010'),
    request: (w) => ({
      body: { id: w.actors.member.id, token: 'matrix-not-a-reset-token', pwd: strongPassword('x') },
    }),
  },
  validateRegistrationEmail: {
    cells: anyone('200'),
    request: (w) => ({ body: { email: `${w.t.run.unique('ae')}@contract-tests.example` } }),
  },
  validateRegistrationUsername: {
    cells: anyone('200'),
    request: (w) => ({ body: { username: w.t.run.unique('au') } }),
  },
  scoreRegistrationPassword: {
    cells: anyone('200'),
    request: () => ({ body: { pwd: 'correct-horse-battery' } }),
  },
  registerUser: {
    // Registration needs no session and ignores one that is sent.
    cells: anyone('200'),
    request: (w) => {
      const username = w.t.run.unique('ag');
      return {
        body: {
          dob: '4/12/1990',
          email: `${username}@contract-tests.example`,
          username,
          password: strongPassword(username),
        },
      };
    },
  },
  ping: { cells: anyone('200') },

  // ── Account: always the caller's own; restricted accounts only sync and look themselves up ──
  syncAccount: { cells: selfWhileRestricted('200') },
  getCurrentUser: { cells: selfWhileRestricted('200') },
  getAccountSettings: { cells: signedIn('200') },
  getVerificationData: { cells: signedIn('200') },
  // The kit's members are unverified; staff's e-mail is verified (409 AC1010).
  resendVerificationEmail: { cells: signedIn('200', { staff: '409 AC1010' }) },
  verifyEmail: {
    cells: signedIn('400 AC1013', { staff: '409 AC1010' }),
    request: () => ({ body: { token: 'MATRIXNOTACODE00' } }),
  },
  updateAbout: {
    cells: signedIn('200'),
    request: (_w, p) => ({ body: { content: `About ${p}, from the authorization matrix.` } }),
  },
  updateSignature: {
    cells: signedIn('200'),
    request: (_w, p) => ({ body: { content: `Signed ${p}` } }),
  },
  updatePrivacy: {
    cells: signedIn('200'),
    // The level the kit's accounts start with: the row changes nothing.
    request: () => ({ body: { option: 'friend', level: 2 } }),
  },
  validateCurrentEmail: {
    // Staff's address is not the kit's to know: it sends one that does not match.
    cells: signedIn('200', { staff: '400 AC1004' }),
    request: (w, p) => ({
      body: { email: actor(w, p).email || 'not-staff@contract-tests.example' },
    }),
  },
  updateEmail: {
    cells: signedIn('400 AC1005'),
    request: (w) => ({
      body: { email: `${w.t.run.unique('am')}@contract-tests.example`, token: 'et_matrix_unknown' },
    }),
  },
  validateCurrentPassword: {
    cells: signedIn('200'),
    request: (w, p) => ({ body: { pwd: actor(w, p).password } }),
  },
  checkPasswordStrength: {
    cells: signedIn('200'),
    request: () => ({ body: { pwd: 'correct-horse-battery' } }),
  },
  updatePassword: {
    cells: signedIn('400 AC1008'),
    request: () => ({ body: { pwd: strongPassword('matrix'), token: 'pt_matrix_unknown' } }),
  },

  // ── Chat-service connection (the caller's own) ──
  connectDiscord: {
    cells: signedIn('400 CN1001'),
    request: () => ({ body: { token: BOGUS } }),
  },
  refreshDiscordConnection: { cells: signedIn('409 CN1002') },
  revokeDiscordConnection: { cells: signedIn('409 CN1002') },

  // ── Profiles and relations: the caller acts on its own side of a relation with `user_id` ──
  getUserProfile: {
    // Public profile (privacy_view 3); a restricted viewer is refused (the contract's 403).
    cells: signedIn('200', { guest: '200' }),
    request: (w) => ({ query: { user_id: w.actors.member.id } }),
  },
  acceptFriendRequest: {
    // Nobody has a request from the member: accepting one that does not exist is a conflict.
    cells: signedIn('409 AC1016', { member: '400 AC1014' }),
    request: (w) => ({ body: { user_id: w.actors.member.id } }),
  },
  sendFriendRequest: {
    cells: signedIn('200', { member: '400 AC1014' }),
    request: (w) => ({ body: { user_id: w.actors.member.id } }),
  },
  removeFriend: {
    // Cancels the request the previous row sent.
    cells: signedIn('200', { member: '400 AC1014' }),
    request: (w) => ({ body: { user_id: w.actors.member.id } }),
  },
  followUser: {
    cells: signedIn('200', { member: '400 AC1014' }),
    request: (w) => ({ body: { user_id: w.actors.member.id } }),
  },
  unfollowUser: {
    cells: signedIn('200', { member: '400 AC1014' }),
    request: (w) => ({ body: { user_id: w.actors.member.id } }),
  },
  blockUser: {
    cells: signedIn('200', { member: '400 AC1014' }),
    request: (w) => ({ body: { user_id: w.actors.member.id } }),
  },
  unblockUser: {
    cells: signedIn('200', { member: '400 AC1014' }),
    request: (w) => ({ body: { user_id: w.actors.member.id } }),
  },
  getUserRelations: { cells: signedIn('200') },
  searchUsers: {
    cells: signedIn('200'),
    request: (w) => ({ query: { query: w.actors.member.username } }),
  },
  getDashboard: { cells: signedIn('200') },
  createStatus: {
    cells: signedIn('200'),
    request: (_w, p) => ({ body: { content: `Status of ${p} from the authorization matrix.` } }),
  },

  // ── Character and inventory (the caller's own) ──
  getCharacter: { cells: signedIn('200') },
  getCustomizeData: { cells: signedIn('200') },
  getCustomizeInventory: { cells: signedIn('200'), request: () => ({ query: { type: 3 } }) },
  getInventory: { cells: signedIn('200'), request: () => ({ query: { category: 0 } }) },
  uploadCharacterRenders: {
    cells: signedIn('200'),
    request: () => {
      const png =
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
      return { body: { full: png, half: png } };
    },
  },
  setActiveRender: { cells: signedIn('200'), request: () => ({ body: { active: 0 } }) },
  setCharacterColor: {
    cells: signedIn('200'),
    request: () => ({ body: { type: 'eyes', hex: '2C8' } }),
  },
  addOutfitItem: {
    // A listing nobody of these owns: only an owner may wear an item.
    cells: signedIn('404 CH1002'),
    request: () => ({ body: { uuid: UNKNOWN_UUID } }),
  },
  removeOutfitItem: {
    cells: signedIn('409 CH1003'),
    request: () => ({ body: { uuid: UNKNOWN_UUID } }),
  },

  // ── Reports and the locked screen ──
  getReportTarget: {
    cells: signedIn('200'),
    request: (w) => ({ query: { type: 12, content: w.objects.statusId } }),
  },
  createReport: {
    cells: signedIn('200'),
    request: (w) => ({
      body: {
        type: 12,
        content: w.objects.statusId,
        subject: 2,
        additional: 'Filed by the authorization matrix.',
      },
    }),
  },
  getViolation: { cells: selfWhileRestricted('200') },
  reactivateAccount: {
    // A termination cannot be reactivated; a rejected username stays until a new one is accepted
    // (200, nothing changes); an account that is not restricted changes nothing either.
    cells: selfWhileRestricted('200', { locked: '403 VL1001' }),
  },
  resubmitUsername: {
    cells: selfWhileRestricted('409 VL1003', { restricted: '200' }),
    request: async (w, p) => {
      const username = w.t.run.unique('an');
      if (p !== 'restricted') return { body: { username } };
      // Accepting the name lifts the restriction: a fresh restricted account stands in.
      const fresh = await w.freshRestricted();
      return { body: { username }, token: fresh.token };
    },
  },

  // ── Marketplace and checkout ──
  searchListings: { cells: anyone('200') },
  getListing: {
    cells: anyone('200'),
    request: (w) => ({ query: { listing_id: w.objects.listing.id } }),
  },
  getListingSuggestions: {
    cells: anyone('200'),
    request: (w) => ({
      query: { uuid: w.objects.listing.uuid, type: w.objects.listing.listing_type },
    }),
  },
  purchaseListing: {
    cells: signedIn('404 MP1001'),
    request: () => ({ body: { uuid: UNKNOWN_UUID } }),
  },
  createCheckoutSession: {
    cells: signedIn('200'),
    request: () => ({ body: { id: 'n1000', type: 'nodes' } }),
  },
  getPledges: { cells: anyone('200') },
  getCheckoutSession: {
    // Only the payer reads a session back; anyone else, staff included, gets ST1004.
    cells: signedIn('403 ST1004', { member: '200' }),
    request: (w) => ({ query: { session_id: w.objects.checkoutSession } }),
  },

  // ── Forums: reading is public; posting needs a session; moderation needs staff ──
  getForumCategories: { cells: anyone('200') },
  getOfficialThreads: {
    cells: anyone('200'),
    request: (w) => ({ query: { category: forumCategory(w) } }),
  },
  getCommunityThreads: {
    cells: anyone('200'),
    request: (w) => ({ query: { category: w.objects.community.categoryId } }),
  },
  getOfficialThread: {
    cells: anyone('200'),
    request: (w) => ({ query: { thread_id: w.objects.threadId } }),
  },
  getCommunityThread: {
    cells: anyone('200'),
    request: (w) => ({ query: { thread_id: w.objects.community.threadId } }),
  },
  getForumPostContext: {
    cells: signedIn('200'),
    request: (w) => ({ query: { category_id: forumCategory(w), thread_id: w.objects.threadId } }),
  },
  createForumPost: {
    // A reply to the member's thread; anyone signed in (and 13 or older) may reply.
    cells: signedIn('201'),
    request: (w, p) => ({
      body: {
        category_id: forumCategory(w),
        thread_id: w.objects.threadId,
        content: `A reply by ${p} from the authorization matrix.`,
      },
    }),
  },
  createForumComment: {
    cells: signedIn('201'),
    request: (w, p) => ({ body: { reply_id: w.objects.replyId, content: `Comment by ${p}` } }),
  },
  lockOwnThread: {
    // Only the author; staff lock through /access/forums/thread/lock.
    cells: signedIn('403 OF1005', { member: '200' }),
    request: async (w, p) =>
      p === 'guest' || p === 'locked' || p === 'restricted'
        ? { body: { thread_id: w.objects.threadId } }
        : { body: { thread_id: await threadFor(w) } },
  },
  lockThread: {
    cells: staffOnly('200'),
    request: async (w, p) => ({
      body: { thread_id: p === 'staff' ? await w.newThread() : w.objects.threadId },
    }),
  },
  pinThread: {
    cells: staffOnly('200'),
    request: (w) => ({ body: { thread_id: w.objects.threadId } }),
  },
  unpinThread: {
    cells: staffOnly('200'),
    request: (w) => ({ body: { thread_id: w.objects.threadId } }),
  },
  scrubThreadTitle: {
    cells: staffOnly('200'),
    request: (w) => ({ body: { thread_id: w.objects.threadId } }),
  },
  scrubThreadContent: {
    cells: staffOnly('200'),
    request: (w) => ({ body: { thread_id: w.objects.threadId } }),
  },
  scrubThreadSignature: {
    cells: staffOnly('200'),
    request: (w) => ({ body: { thread_id: w.objects.threadId } }),
  },
  deleteThread: {
    cells: staffOnly('200'),
    request: async (w, p) => ({
      query: { thread_id: p === 'staff' ? await w.newThread() : w.objects.threadId },
    }),
  },
  scrubReplyContent: {
    cells: staffOnly('200'),
    request: (w) => ({ body: { reply_id: w.objects.replyId } }),
  },
  scrubReplySignature: {
    cells: staffOnly('200'),
    request: (w) => ({ body: { reply_id: w.objects.replyId } }),
  },
  scrubCommentContent: {
    cells: staffOnly('200'),
    request: (w) => ({ body: { comment_id: w.objects.commentId } }),
  },
};

/** One thread of the member per lockOwnThread row, shared by its other, member and staff cells. */
const lockTargets = new WeakMap<World, Promise<number>>();
function threadFor(w: World): Promise<number> {
  let thread = lockTargets.get(w);
  if (!thread) {
    thread = w.newThread();
    lockTargets.set(w, thread);
  }
  return thread;
}

/**
 * What the matrix lacks for `contract`: each operation without a row (or with a row missing a
 * persona's cell), and rows naming no operation of the contract. Empty when complete.
 */
export function missingRows(contract: Contract, matrix: Record<string, Row> = MATRIX): string[] {
  const problems: string[] = [];
  const ids = new Set(contract.operations.map((o) => o.operationId));
  for (const operation of contract.operations) {
    const row = matrix[operation.operationId];
    if (!row) {
      problems.push(
        `${operation.operationId} (${operation.key}) has no row in the authorization matrix`,
      );
      continue;
    }
    const absent = PERSONAS.filter((p) => !row.cells[p]);
    if (absent.length) {
      problems.push(
        `${operation.operationId} (${operation.key}) has no cell for ${absent.join(', ')}`,
      );
    }
    for (const persona of PERSONAS) {
      const cell = row.cells[persona];
      if (!cell) continue;
      const { status, code } = parse(cell);
      if (!operation.statuses.includes(status)) {
        problems.push(
          `${operation.operationId} × ${persona}: ${status} is not a documented status`,
        );
      } else if (code && !contract.documentedCodes(operation, status).includes(code)) {
        problems.push(
          `${operation.operationId} × ${persona}: ${code} is not documented for ${status}`,
        );
      }
    }
  }
  for (const id of Object.keys(matrix)) {
    if (!ids.has(id)) problems.push(`${id} has a row but is no operation of the contract`);
  }
  return problems;
}
