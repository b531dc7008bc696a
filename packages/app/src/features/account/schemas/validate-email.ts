import { z } from '../../../lib/zod';
import { emailAddress } from './shared';

/** E-mail change, step 1: the account's current address. */
export const validateEmailSchema = z.object({ currentEmail: emailAddress });

export type ValidateEmailInput = z.input<typeof validateEmailSchema>;
