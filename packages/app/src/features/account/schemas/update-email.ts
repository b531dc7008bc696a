import { requestSchemas } from '@endless/client/schemas';
import { z } from '../../../lib/zod';

/**
 * E-mail change, step 2 (spec 02 §5). `currentEmail` is what step 1 confirmed; it is carried as a
 * form value so the "cannot match" rule is checked before any request.
 */
export const updateEmailSchema = z
  .object({
    currentEmail: z.string(),
    newEmail: z.string().trim().pipe(requestSchemas.updateEmail.body.shape.email),
    newEmailRepeat: z.string().trim(),
  })
  .superRefine(({ currentEmail, newEmail, newEmailRepeat }, ctx) => {
    if (newEmail !== newEmailRepeat) {
      ctx.addIssue({ code: 'custom', path: ['newEmailRepeat'], message: "Email's do not match" });
    }
    if (newEmail.toLowerCase() === currentEmail.trim().toLowerCase()) {
      ctx.addIssue({
        code: 'custom',
        path: ['newEmail'],
        message: 'Updated email cannot match current email',
      });
    }
  });

export type UpdateEmailInput = z.input<typeof updateEmailSchema>;
