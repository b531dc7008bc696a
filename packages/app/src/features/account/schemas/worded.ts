import type { z } from 'zod';
import { z as zod } from '../../../lib/zod';

/**
 * A contract field's rules with the screen's text for the keywords (`minLength`, `maxLength`, …)
 * whose message the contract leaves to the screen; limits and other texts stay the contract's.
 */
export function worded(field: z.ZodType<string>, messages: Partial<Record<string, string>>) {
  return zod.string().superRefine((value, context) => {
    const issue = field.safeParse(value).error?.issues[0];
    if (!issue) return;
    const params = issue.code === 'custom' ? issue.params : undefined;
    const keyword = (params as { keyword?: string } | undefined)?.keyword;
    context.addIssue({
      code: 'custom',
      message: (keyword && messages[keyword]) || issue.message,
      params,
    });
  });
}
