import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, hasErrorCode, isApiError, toApiError } from './errors';

describe('ApiError helpers', () => {
  const privateAccount = new ApiError(403, 'AC1011', 'User has made their account private.');

  it('shows errors as [code] text', () => {
    expect(privateAccount.message).toBe('[AC1011] User has made their account private.');
    expect(`${privateAccount}`).toBe('[AC1011] User has made their account private.');
  });

  it('recognises ApiErrors and their codes', () => {
    expect(isApiError(privateAccount)).toBe(true);
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(hasErrorCode(privateAccount, 'AC1011')).toBe(true);
    expect(hasErrorCode(privateAccount, 'AC1012')).toBe(false);
    expect(hasErrorCode(new Error('AC1011'), 'AC1011')).toBe(false);
  });

  it('gives anything that is not an ApiError the EX4000 message', () => {
    expect(errorMessage(privateAccount)).toBe('[AC1011] User has made their account private.');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(
      "[EX4000] Something went very wrong and we don't know what happened!",
    );
    expect(toApiError('weird')).toMatchObject({ status: 0, code: 'EX4000' });
  });
});
