import { z } from 'zod';

/** Field schemas shared by the collections. Values mirror the contract's common components. */
export const id = z.number().int().positive();
export const flag = z.literal([0, 1]);
/** Unix time in seconds, as every date in the contract. */
export const epochSeconds = z.number().int().nonnegative();
/** Unix time in milliseconds, used only for internal expiries (tokens). */
export const epochMs = z.number().int().nonnegative();
