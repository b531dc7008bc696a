import type { components } from '@endless/client/generated';
import { HttpResponse } from 'msw';

export type ErrorCode = components['schemas']['ErrorCode'];
export type ErrorCodeBody = components['schemas']['ErrorCodeBody'];
export type ResponseErrorBody = components['schemas']['ResponseErrorBody'];
export type ForumsErrorBody = components['schemas']['ForumsErrorBody'];
export type NestedErrorBody = components['schemas']['NestedErrorBody'];

/**
 * The default text of every code: the `title` of each entry of the contract's ErrorCode catalogue
 * (`api-spec/components/common.yaml`). A test keeps the two equal.
 */
export const ERROR_TEXTS: Record<ErrorCode, string> = {
  AU1001: 'Access Token Invalid or Expired',
  AU1002: 'Invalid Username',
  AU1003: 'Invalid Password',
  AU1004: 'Refresh Token Invalid or Expired',
  AU1010: 'Password Reset Link Invalid or Expired',
  AU1020: 'Username Is Invalid',
  AU1021: 'Email Address Invalid',
  AU1022: 'Birthday Is Invalid',
  AU1023: 'Password Is Too Short',
  AU1024: 'Password Is Too Weak',
  AU1025: 'Username is Blacklisted',
  AU1026: 'Username is Already Taken',
  AU1027: 'Email Address Already Used',
  AU1030: 'Invalid Username/Email Address',
  AC1001: 'Content Is Too Long',
  AC1002: 'Invalid Privacy Setting',
  AC1003: 'Invalid Email Address',
  AC1004: 'Email Does Not Match Current Email',
  AC1005: 'Email Token Invalid or Expired',
  AC1006: 'Updated email cannot match current email',
  AC1007: 'Invalid Password',
  AC1008: 'Password Token Invalid or Expired',
  AC1009: 'Updated Passwords cannot match current password',
  AC1010: 'Email Already Verified',
  AC1011: 'User has made their account private.',
  AC1012: 'User Not Found',
  AC1013: 'Invalid Verification Code',
  AC1014: 'You Cannot Do That To Yourself',
  AC1015: 'Not Allowed By Privacy Settings',
  AC1016: 'Relation State Conflict',
  AC1017: 'User Is Blocked',
  AC1018: 'User Account Is Restricted',
  AC1020: 'Account Restricted',
  MN1001: 'Status Must Be 1 to 512 Characters',
  CH1001: 'Invalid Hex Color Code',
  CH1002: 'Item Not Owned',
  CH1003: 'Item Not In Outfit',
  CH1004: 'Invalid Render Image',
  MP1001: 'Listing Not Found',
  MP1002: 'Listing Not For Sale',
  MP1003: 'Sale Time Expired',
  MP1004: 'Listing Already Owned',
  MP1005: 'Not Enough Nodes',
  MP1006: 'Sold Out',
  ST1001: 'Invalid Product',
  ST1002: 'Pledge Tier Not Available',
  ST1003: 'Checkout Session Not Found',
  ST1004: 'Checkout Session Belongs To Another Account',
  OF1001: 'Length Out Of Range',
  OF1002: 'Category Not Found',
  OF1003: 'Thread Not Found',
  OF1004: 'Thread Is Locked',
  OF1005: 'Only The Author May Lock This Thread',
  OF1006: 'Staff Only',
  OF1007: 'Reply Not Found',
  OF1008: 'Comment Not Found',
  OF1009: 'Forums Are Open From Age 13',
  OF1010: 'Thread Already Locked',
  RP1001: 'Invalid Report Type',
  RP1002: 'Invalid Subject Selected',
  RP1003: 'Reported Content Not Found',
  RP1004: 'Report Details Too Long',
  VL1001: 'Account Cannot Be Reactivated',
  VL1002: 'Suspension Has Not Ended',
  VL1003: 'No Username Restriction',
  CN1001: 'Connection Code Invalid',
  CN1002: 'Chat Service Not Connected',
  EX4000: "Something went very wrong and we don't know what happened!",
  EX4001: 'Malformed Request',
  EX5000: 'Internal Server Error',
};

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
