// @ts-check
// Fixtures of the Endless contract kit: copy this file next to your package.json as `fixtures.js`
// (`fixtures.mjs` if that package.json has no `"type": "module"`) and run
//
//   npx endless-contract-verify --base-url http://127.0.0.1:8080 --fixtures ./fixtures.js
//
// As shipped, every value below is the mock backend's (`pnpm mock`): its seeded personas, its
// seeded ids and its `/__mock/*` developer controls. Replace each one with your test data and
// tooling; the comments say what the scenarios do with it. The kit changes only what it creates
// itself, named uniquely per run, so it can run again and again on a test database never reset.

import { mockFixtures } from '@endless/contract-tests/fixtures';

/**
 * The default export is the fixtures, or (as here) a function of the server under test that
 * returns them.
 * @param {{ baseUrl: string }} target the `--base-url` of this run
 * @returns {import('@endless/contract-tests/fixtures').Fixtures}
 */
export default function fixtures({ baseUrl }) {
  // The mock's hooks, to start from; drop this line once every hook below is yours.
  const mock = mockFixtures(baseUrl);

  return {
    // Accounts that exist before the run. The kit only signs in with them (it registers its own
    // accounts for everything it changes), so their state must stay as described.
    accounts: {
      // A verified member with friends and nodes, who owns and wears items (the outfit cases). More
      // than 8 owned items give the inventory's pages something to compare.
      member: { username: 'member', password: 'member-pass' },
      // A staff (shield) account with a verified e-mail: forum moderation.
      staff: { username: 'staff', password: 'staff-pass' },
      // Profile view level 0 (private), no friend requests or follows from others.
      private: { username: 'private', password: 'private-pass' },
      // A backer of tier 2: buying a lower pledge is refused (ST1002).
      backer: { username: 'backer', password: 'backer-pass' },
      // Under 13 (children's privacy mode): the forums are read-only for it (OF1009).
      child: { username: 'child', password: 'child-pass' },
      // Restricted by a termination: every protected operation answers 403 AC1020.
      terminated: { username: 'terminated', password: 'terminated-pass' },
    },

    // Ids of your seeded data that the scenarios name.
    data: {
      // An official forum category where members may post (the mock's 2 is General Discussion).
      // The kit reads its thread list and a thread's replies page by page and checks the pages
      // against each other: more than 20 threads, one of them with more than 20 replies, give
      // those checks a second page to compare.
      forumCategory: 2,
    },

    // The one-time code of the newest verification e-mail sent to `username` (read it from your
    // mail catcher, e.g. its HTTP API, or from your database).
    verificationCode: (username) => mock.verificationCode(username),

    // `{ id, token }` of the newest password-reset link sent to `username`: the account id and
    // the token the link carries.
    resetLink: (username) => mock.resetLink(username),

    // A fresh one-time authorization code of the chat service (Discord) that your backend accepts
    // on POST /connections/discord/authorize (a sandbox application, or your test stand-in).
    chatServiceCode: () => mock.chatServiceCode(),

    // Completes the hosted checkout `sessionId` (opened at `url`) as the payer would, e.g. with
    // your payment provider's test mode and a test card, so GET /stripe/success finds it paid.
    payCheckout: (sessionId, url) => mock.payCheckout(sessionId, url),

    // Puts an account the kit registered into a provider state (through your admin tools or
    // database):
    // - 'rejected-username': its username was rejected; it must submit a new one;
    // - 'running-suspension': suspended, reactivation refused with VL1002;
    // - 'ended-suspension': a suspension that has ended, so it may reactivate;
    // - 'community-thread': it has a thread in a community category; resolve to
    //   `{ category_id, thread_id }` of that thread.
    // Resolve to `{}` for the other states.
    setState: (username, state) => mock.setState(username, state),

    // Optional: reseeds the server before a run when `--reset` is passed. The kit never needs it.
    reset: async () => {
      await mock.reset?.();
    },
  };
}
