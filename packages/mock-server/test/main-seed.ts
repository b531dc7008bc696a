import type { ApiClient } from '@endless/client';
import type { PersonaName } from '../src/seed/index.ts';
import { account, clientFor } from './support.ts';

// The seeded accounts and the reads the /main/* tests (main.test.ts, main-relations.test.ts) share.

// Seeded: member (1) is friends with staff (2), backer (5) and ids 10–33; has requests from 34–39
// and to 40–43; is followed by 44–79 and 10–19; follows 80–91 and staff; blocked 110.
export const MEMBER = 1;
export const STAFF = 2;
export const CHILD = 3;
export const PRIVATE = 4;
export const BACKER = 5;
export const BLOCKED_BY_MEMBER = 110;
/** Generated users with no relation to member, used as fresh targets. */
export const STRANGER = 122;
export const OTHER = 150;

/** A client signed in as any seeded account (generated users' password is `<username>-pass`). */
export const clientOf = (id: number): Promise<ApiClient> =>
  clientFor(account(id).username as PersonaName);

export const profile = async (client: ApiClient, user_id: number) =>
  (await client.GET('/main/data/user', { params: { query: { user_id } } })).data!;

export const relations = async (client: ApiClient) =>
  (await client.GET('/main/data/users/relations')).data!;

export const dashboard = async (client: ApiClient) =>
  (await client.GET('/main/data/dashboard')).data!.dashboard[0]!;
