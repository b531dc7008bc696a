import type { components } from '@endless/client/generated';
import { errorTexts } from '@endless/client/error-texts';
import { HttpResponse } from 'msw';

export type ErrorCode = components['schemas']['ErrorCode'];
export type ErrorCodeBody = components['schemas']['ErrorCodeBody'];
export type ResponseErrorBody = components['schemas']['ResponseErrorBody'];
export type ForumsErrorBody = components['schemas']['ForumsErrorBody'];
export type NestedErrorBody = components['schemas']['NestedErrorBody'];

/** The default text of every code: the titles of the contract's ErrorCode catalogue (generated). */
export const ERROR_TEXTS: Record<ErrorCode, string> = errorTexts;

/** `{ status, error_code, error_code_text }`: the error body of most areas. */
export function errorCodeBody(status: number, code: ErrorCode, text?: string): ErrorCodeBody {
  return { status, error_code: code, error_code_text: text ?? ERROR_TEXTS[code] };
}

/** `{ status, response_error, response_error_text }`: the checkout error body. */
export function responseErrorBody(
  status: number,
  code: ErrorCode,
  text?: string,
): ResponseErrorBody {
  return { status, response_error: code, response_error_text: text ?? ERROR_TEXTS[code] };
}

/** `{ status, error_code, response_error_text }`: the forum-write error body. */
export function forumsErrorBody(status: number, code: ErrorCode, text?: string): ForumsErrorBody {
  return { status, error_code: code, response_error_text: text ?? ERROR_TEXTS[code] };
}

/** `{ status, error: { code, message } }`: the character error body. */
export function nestedErrorBody(status: number, code: ErrorCode, text?: string): NestedErrorBody {
  return { status, error: { code, message: text ?? ERROR_TEXTS[code] } };
}

/**
 * Ready-made responses for the bodies above. Inside a typed handler prefer
 * `response(400).json(errorCodeBody(400, 'AU1002'))`; these are for shared helpers (auth, body
 * parsing) whose response must fit any operation that declares the shape.
 */
export function errorCodeResponse(status: number, code: ErrorCode, text?: string) {
  return HttpResponse.json<ErrorCodeBody>(errorCodeBody(status, code, text), { status });
}

export function responseErrorResponse(status: number, code: ErrorCode, text?: string) {
  return HttpResponse.json<ResponseErrorBody>(responseErrorBody(status, code, text), { status });
}

export function forumsErrorResponse(status: number, code: ErrorCode, text?: string) {
  return HttpResponse.json<ForumsErrorBody>(forumsErrorBody(status, code, text), { status });
}

export function nestedErrorResponse(status: number, code: ErrorCode, text?: string) {
  return HttpResponse.json<NestedErrorBody>(nestedErrorBody(status, code, text), { status });
}

/** 401 AU1001, 403 AC1020, 400 EX4001 and 500 EX5000: the contract's shared responses. */
export const unauthorized = () => errorCodeResponse(401, 'AU1001');
export const restricted = () => errorCodeResponse(403, 'AC1020');
export const malformed = () => errorCodeResponse(400, 'EX4001');
export const serverError = () => errorCodeResponse(500, 'EX5000');
/** The contract's 503: an operation switched off for maintenance. */
export const serviceUnavailable = () => errorCodeResponse(503, 'EX5000', 'Service Unavailable');
