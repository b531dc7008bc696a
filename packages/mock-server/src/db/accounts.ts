import { Collection } from '@msw/data';
import { z } from 'zod';
import { epochSeconds, flag, id } from './fields.ts';

export const accountSchema = z.object({
  id,
  /** Login name, unique case-insensitively. */
  username: z.string(),
  /** Optional pool suffix shown after the username in settings (our design: a number or null). */
  username_pool: z.number().int().nullable(),
  /** Display name; equals `username` unless changed by staff. */
  public_username: z.string(),
  /** Plain text: this is a mock backend, never a real credential store. */
  password: z.string(),
  /** `YYYY-MM-DD`, or null in children's privacy mode (birthday not saved). */
  dob: z.string().nullable(),
  /** 1 when registered under 13 (409968000 s): no birthday stored, parent's e-mail, no forums. */
  privacy_mode: flag,
  email: z.string(),
  /** 0 unverified, 1 verified, 2 a new e-mail is pending. */
  verified_email: z.literal([0, 1, 2]),
  /** The new address while `verified_email` is 2. */
  pending_email: z.string().nullable(),
  nodes: z.number().int().nonnegative(),
  nodes_multiplier: z.number().positive(),
  subscriber: flag,
  /** Backer pledge tier 0 (none) to 4 (The Director). */
  backer: z.number().int().min(0).max(4),
  /** Staff. */
  shield: flag,
  /** 0 restricted; any other value behaves as normal. */
  account_state: z.number().int(),
  /** 0 default, 2 blue accent, any other non-zero value grey accent. */
  theme: z.number().int().nonnegative(),
  about: z.string(),
  signature: z.string(),
  half_render: z.string(),
  full_render: z.string(),
  /** Dashboard avatar panel: 0 shows the 2D render, 1 the 3D scene (our design). */
  active_render: flag,
  /** 3 online, 2 away, 1 busy, 0 offline. */
  online_status: z.number().int().min(0).max(3),
  last_active: epochSeconds,
  profile_views: z.number().int().nonnegative(),
  /** 0 No One, 1 Friends Only, 2 Followers/Friends Only, 3 Everyone. */
  privacy_view: z.number().int().min(0).max(3),
  privacy_activity: z.number().int().min(0).max(3),
  /** 0 No One, 1 Followers Only, 2 Everyone. */
  privacy_friend: z.number().int().min(0).max(2),
  /** 0 No One, 1 Friends Only, 2 Everyone. */
  privacy_follow: z.number().int().min(0).max(2),
  created_at: epochSeconds,
  /** 18 comma-separated entries: body, eyes, animations, then 15 equipment slots. */
  character_code: z.string(),
  /** Comma-separated hex colours, newest first, at most 12. */
  previous_colors: z.string(),
  /** Epoch seconds of the last daily-nodes grant (our design: granted on the first sync of a day). */
  last_daily_nodes: epochSeconds,
});

/** The values of a Account (what `create` takes). */
export type AccountData = z.infer<typeof accountSchema>;

export const accounts = new Collection({ schema: accountSchema });

/** A stored Account: pass it to `update`/`delete` of its collection. */
export type Account = ReturnType<typeof accounts.all>[number];
