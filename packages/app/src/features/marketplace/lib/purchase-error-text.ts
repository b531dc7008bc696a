import { isApiError } from '@endless/client';
import { TEXTS } from '../constants';

/** "[code] message" when the server explained the failure, else the unknown-error text (spec 03 §8). */
export function purchaseErrorText(error: unknown): string {
  return isApiError(error) && error.status !== 0 && error.code !== 'EX4000'
    ? error.message
    : TEXTS.purchaseUnknownError;
}
