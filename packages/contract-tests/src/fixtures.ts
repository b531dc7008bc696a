import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What the kit needs from a target server (Pact's "provider states"): accounts that exist, the ids
 * of seeded data the scenarios name, a way to read the e-mails the server sends, to finish a hosted
 * checkout and to get a chat-service code. The defaults are the mock backend's personas, seed and
 * `/__mock/*` controls; a backend team copies `fixtures.template.js` (the packed kit's template),
 * points the accounts and ids at its test data and implements the hooks against its own tooling,
 * then passes it with `--fixtures <file>` (a `FixturesModule`).
 */

export interface Credentials {
  username: string;
  password: string;
}

export interface Fixtures {
  accounts: {
    /** A verified member with friends and nodes, who owns and wears items (the outfit cases). */
    member: Credentials;
    /** A staff (shield) account with a verified e-mail: forum moderation. */
    staff: Credentials;
    /** Profile view level 0, no friend requests or follows from others. */
    private: Credentials;
    /** Backer tier 2: buying a lower pledge is refused. */
    backer: Credentials;
    /** Under 13 (children's privacy mode): forums are read-only. */
    child: Credentials;
    /**
     * Restricted by a termination: every protected operation answers 403 AC1020 (the matrix's
     * `locked` persona; its `restricted` one is an account of the run in `rejected-username`).
     */
    terminated: Credentials;
  };
  /** Ids of seeded data the scenarios name. */
  data: {
    /**
     * An official forum category members may post in (the mock: 2, General Discussion). Its thread
     * list is read page by page: more than 20 threads, and a thread with more than 20 replies, let
     * `pagination_consistency` compare pages.
     */
    forumCategory: number;
  };
  /** The one-time code of the newest verification e-mail sent to `username`. */
  verificationCode(username: string): Promise<string>;
  /** The `{id, token}` of the newest password-reset link sent to `username`. */
  resetLink(username: string): Promise<{ id: number; token: string }>;
  /** A fresh one-time authorization code of the chat service (Discord) for the connect flow. */
  chatServiceCode(): Promise<string>;
  /** Completes the hosted checkout of a session as the payer would (pays it). */
  payCheckout(sessionId: string, url: string): Promise<void>;
  /**
   * Puts an existing account (registered by the kit) into a provider state:
   * `rejected-username` (must submit a new username), `running-suspension` (reactivation refused
   * with VL1002), `ended-suspension` (may reactivate), `community-thread` (the account has a thread
   * in a community category; answers its `category_id` and `thread_id`).
   */
  setState(username: string, state: ProviderState): Promise<Record<string, number>>;
  /** Optional: reseeds the server before a run (`--reset`). The kit never needs it. */
  reset?(): Promise<void>;
}

export type ProviderState =
  'rejected-username' | 'running-suspension' | 'ended-suspension' | 'community-thread';

/** A `--fixtures` module: its default export is the fixtures, or makes them from the base URL. */
export interface FixturesModule {
  default: Fixtures | ((target: { baseUrl: string }) => Fixtures | Promise<Fixtures>);
}

/** The fixtures of a `--fixtures` module (a file path) for a run against `baseUrl`. */
export async function loadFixtures(path: string, baseUrl: string): Promise<Fixtures> {
  const module = (await import(pathToFileURL(resolve(path)).href)) as FixturesModule;
  return typeof module.default === 'function' ? module.default({ baseUrl }) : module.default;
}

const persona = (username: string): Credentials => ({ username, password: `${username}-pass` });

async function control(baseUrl: string, path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(new URL(path, baseUrl), { redirect: 'manual', ...init });
  if (response.status >= 400) {
    throw new Error(`fixture ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response;
}

interface OutboxEmail {
  kind: string;
  username: string;
  account_id: number;
  token: string;
}

async function newestEmail(baseUrl: string, username: string, kind: string): Promise<OutboxEmail> {
  const response = await control(
    baseUrl,
    `/__mock/outbox?username=${encodeURIComponent(username)}`,
  );
  const { emails } = (await response.json()) as { emails: OutboxEmail[] };
  const email = emails.find((candidate) => candidate.kind === kind);
  if (!email) throw new Error(`no ${kind} e-mail for ${username} in the mock's outbox`);
  return email;
}

/** The mock backend (`pnpm mock`): its seeded personas and developer controls. */
export function mockFixtures(baseUrl: string): Fixtures {
  return {
    accounts: {
      member: persona('member'),
      staff: persona('staff'),
      private: persona('private'),
      backer: persona('backer'),
      child: persona('child'),
      terminated: persona('terminated'),
    },
    data: { forumCategory: 2 },
    verificationCode: async (username) =>
      (await newestEmail(baseUrl, username, 'verification')).token,
    resetLink: async (username) => {
      const email = await newestEmail(baseUrl, username, 'reset');
      return { id: email.account_id, token: email.token };
    },
    chatServiceCode: async () => {
      const form = new URLSearchParams({
        redirect_uri: 'http://127.0.0.1/callback',
        state: 'contract-tests',
        decision: 'authorize',
      });
      const response = await control(baseUrl, '/__mock/discord/authorize', {
        method: 'POST',
        body: form,
      });
      const code = new URL(response.headers.get('location') ?? '', baseUrl).searchParams.get(
        'code',
      );
      if (!code) throw new Error('the chat-service stand-in gave no code');
      return code;
    },
    payCheckout: async (sessionId) => {
      await control(baseUrl, `/__mock/checkout/${encodeURIComponent(sessionId)}/pay`, {
        method: 'POST',
      });
    },
    setState: async (username, state) => {
      const response = await control(baseUrl, '/__mock/states', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, state }),
      });
      const { status: _status, ...made } = (await response.json()) as Record<string, number>;
      return made;
    },
    reset: async () => {
      await control(baseUrl, '/__mock/reset', { method: 'POST' });
    },
  };
}
