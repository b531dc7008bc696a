import type { Credentials } from './fixtures.ts';
import type { Scenario } from './run.ts';

/** Steps many scenarios share: signing in, registering a fresh account of this run. */

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export interface Member extends Credentials {
  id: number;
  email: string;
  tokens: Tokens;
  token: string;
}

/** A password the contract's strength rule accepts (score ≥ 2, at least 8 characters). */
export const strongPassword = (seed: string) => `Ct-${seed}-Blue!Lamp7`;

export async function logIn(
  t: Scenario,
  credentials: Credentials,
  remember = false,
): Promise<Tokens> {
  const reply = await t.call<{ tokens: Tokens }>('POST /OAuth2/authorize', {
    step: `log in as ${credentials.username}${remember ? ' (remember)' : ''}`,
    body: { ...credentials, remember },
  });
  return reply.body.tokens;
}

export async function accountId(t: Scenario, token: string): Promise<number> {
  return (await t.call<{ id: number }>('GET /account/data/user', { token })).body.id;
}

/** Signs in and learns the account's id. */
export async function signIn(t: Scenario, credentials: Credentials): Promise<Member> {
  const tokens = await logIn(t, credentials);
  return {
    ...credentials,
    email: '',
    tokens,
    token: tokens.access_token,
    id: await accountId(t, tokens.access_token),
  };
}

/** Registers an adult account with a name unique to this run, signed in. */
export async function registerMember(t: Scenario, prefix = 'ct'): Promise<Member> {
  const username = t.run.unique(prefix);
  const password = strongPassword(username);
  const email = `${username}@contract-tests.example`;
  const reply = await t.call<{ tokens: Tokens }>('POST /register/user', {
    step: `register ${prefix}`,
    body: { dob: '4/12/1990', email, username, password },
  });
  const { tokens } = reply.body;
  return {
    username,
    password,
    email,
    tokens,
    token: tokens.access_token,
    id: await accountId(t, tokens.access_token),
  };
}

/** An id no server hands out (beyond every seeded and generated row). */
export const UNKNOWN_ID = 2_000_000_000;
export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
