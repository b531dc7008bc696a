import type { ApiClient, components } from '@endless/client';
import { outbox } from '../src/controls/outbox.ts';
import { account } from './support.ts';

// The seeded member, times and reads the /account/* tests (account.test.ts,
// account-security.test.ts) share.

export type PrivacyUpdate = components['schemas']['PrivacyUpdate'];

export const MEMBER = 1;
export const MINUTE = 60 * 1000;
export const DAY = 24 * 60 * MINUTE;

export const member = () => account(MEMBER);

export const sync = async (client: ApiClient) => (await client.GET('/account/sync')).data!;
export const settings = async (client: ApiClient) =>
  (await client.GET('/account/data/settings')).data!;

/** The newest verification code "sent" to the account (the developer outbox). */
export const latestCode = (username: string) =>
  outbox(username).find((email) => email.kind === 'verification')!.token;
