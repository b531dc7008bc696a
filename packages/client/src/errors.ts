import type { ErrorCode } from './generated/api';

/** The one text clients show when a request got no response at all (network failure, CORS, DNS). */
export const NO_RESPONSE_TEXT = "Something went very wrong and we don't know what happened!";

/** Spec 02 §8 (generic errors): an answer came, but its body is no error the contract documents. */
export const UNREADABLE_RESPONSE_TEXT =
  'Something went wrong! If this error persist, contact Support';

/**
 * Every failed API call, whatever body shape the area answers with. `status` is the HTTP status,
 * 0 when there was no response. The message is what users see: `[code] text`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly text: string;

  constructor(status: number, code: ErrorCode, text: string, options?: ErrorOptions) {
    super(`[${code}] ${text}`, options);
    this.status = status;
    this.code = code;
    this.text = text;
  }

  override toString(): string {
    return this.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when `error` is an ApiError carrying `code`, e.g. `hasErrorCode(error, 'AC1011')`. */
export function hasErrorCode(error: unknown, code: ErrorCode): error is ApiError {
  return isApiError(error) && error.code === code;
}

/** The text to show for any caught value: `[code] text`, or the EX4000 text for anything unknown. */
export function errorMessage(error: unknown): string {
  return toApiError(error).message;
}

/** Normalises any caught value to an ApiError; values that are not one mean "no response". */
export function toApiError(error: unknown): ApiError {
  return isApiError(error) ? error : noResponseError(error);
}

export function noResponseError(cause?: unknown): ApiError {
  return new ApiError(0, 'EX4000', NO_RESPONSE_TEXT, { cause });
}

/**
 * What a failed `fetch` should reject with: aborts stay AbortErrors so callers (react-query
 * cancellation) can tell them from failures; everything else is EX4000.
 */
export function fetchFailure(error: unknown): Error {
  if (error instanceof Error && error.name === 'AbortError') return error;
  return toApiError(error);
}

/**
 * Reads the documented error body shapes. An unreadable body keeps the status with EX4000 and the
 * "contact Support" text: the server answered, so "no response" would mislead.
 */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch (cause) {
    return new ApiError(response.status, 'EX4000', UNREADABLE_RESPONSE_TEXT, { cause });
  }
  const parsed = readErrorBody(body);
  return parsed
    ? new ApiError(response.status, parsed.code, parsed.text)
    : new ApiError(response.status, 'EX4000', UNREADABLE_RESPONSE_TEXT);
}

function readErrorBody(body: unknown): { code: ErrorCode; text: string } | null {
  if (!isRecord(body)) return null;
  // The four shapes of the contract: ErrorCodeBody, ResponseErrorBody, ForumsErrorBody, NestedErrorBody.
  // Codes are taken as sent: the contract's ErrorCode catalogue lists every code servers answer with.
  const code = body.error_code ?? body.response_error;
  const text = body.error_code_text ?? body.response_error_text;
  if (typeof code === 'string' && typeof text === 'string')
    return { code: code as ErrorCode, text };
  const nested = body.error;
  if (isRecord(nested) && typeof nested.code === 'string' && typeof nested.message === 'string') {
    return { code: nested.code as ErrorCode, text: nested.message };
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
