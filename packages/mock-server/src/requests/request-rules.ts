import { requestOperationIds, requestSchemas, type OperationId } from '@endless/client/schemas';
import type { z } from 'zod';
import {
  errorCodeResponse,
  forumsErrorResponse,
  malformed,
  nestedErrorResponse,
  type ErrorCode,
} from './errors.ts';
import { operationOf } from './request-operation.ts';

/**
 * The mock judges a request's body and query by the schemas generated from the contract
 * (`@endless/client/schemas`) when its handler reads them (`parseBody`, `parseQuery`: after the
 * handler's own checks of the caller), so no handler holds a copy of a contract field's limit,
 * pattern or message. A value breaking a keyword answers 400 with the code the contract writes
 * beside it (`x-error-codes`), else EX4001. (The contract has no path parameters.)
 *
 * The answer names what it judged in `x-mock-refused` (`body.username maxLength`): outside the
 * contract, for developers and for the differential test, which tells a refused shape from a
 * business rule that answers the same code (an unknown username on login is AU1002 too).
 */
export const REFUSED_HEADER = 'x-mock-refused';

type Parts = { body?: z.ZodType; query?: z.ZodType };

export interface Refusal {
  code: ErrorCode;
  message: string;
  where: string;
}

function refusalOf(part: string, issues: readonly z.core.$ZodIssue[]): Refusal {
  // A coded refusal only when every issue carries a code: a wrong type or an unknown field is
  // malformed whatever else the value breaks.
  const coded = issues.map((issue) => (issue.code === 'custom' ? issue.params?.code : undefined));
  const first = issues[0]!;
  const keyword =
    first.code === 'custom' ? String(first.params?.keyword ?? first.code) : String(first.code);
  const where = `${[part, ...first.path.map(String)].join('.')} ${keyword}`;
  if (coded.every((code) => typeof code === 'string')) {
    return { code: coded[0] as ErrorCode, message: first.message, where };
  }
  return { code: 'EX4001', message: first.message, where };
}

/** The refusal of a request's part by its operation's request schema, or null when it holds. */
export function judge(request: Request, part: 'body' | 'query', value: unknown): Refusal | null {
  const operation = operationOf(request);
  const operationId: OperationId | undefined = operation
    ? requestOperationIds[operation]
    : undefined;
  if (!operationId) return null;
  const schema = (requestSchemas[operationId] as Parts)[part];
  const result = schema?.safeParse(value);
  return result && !result.success ? refusalOf(part, result.error.issues) : null;
}

/**
 * The 400 of a refusal in the body its operation declares: character operations answer their
 * codes nested (CharacterBadRequest), forum writes with the rule's own text (ForumsErrorBody, the
 * contract's `x-messages`), every other one and EX4001 as ErrorCodeBody.
 */
export function refusalResponse({ code, message, where }: Refusal): Response {
  const response = code.startsWith('CH')
    ? nestedErrorResponse(400, code)
    : code.startsWith('OF')
      ? forumsErrorResponse(400, code, message)
      : code === 'EX4001'
        ? malformed()
        : errorCodeResponse(400, code);
  response.headers.set(REFUSED_HEADER, where);
  return response;
}
