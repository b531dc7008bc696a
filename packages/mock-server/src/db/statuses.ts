import { Collection } from '@msw/data';
import { z } from 'zod';
import { epochSeconds, id } from './fields.ts';
import { groupedBy } from './grouped.ts';

export const statusSchema = z.object({
  id,
  account_id: id,
  /** 1 to 512 characters. */
  content: z.string(),
  created_at: epochSeconds,
});

/** The values of a Status (what `create` takes). */
export type StatusData = z.infer<typeof statusSchema>;

export const statuses = new Collection({ schema: statusSchema });

/** A stored Status: pass it to `update`/`delete` of its collection. */
export type Status = ReturnType<typeof statuses.all>[number];

/** A member's statuses, in the order they were stored (see {@link groupedBy}). */
export const statusesOf = groupedBy(statuses, (status) => status.account_id);
