// The app's one API client and its react-query hooks (`$api`).
import { createApiClient, createApiHooks } from '@endless/client';
import { claimEarlyResponse } from '../early-requests';
import { env } from '../../config/env';
import { checkIdentity, tokenStore } from '../session';

export const apiClient = createApiClient({
  baseUrl: env.apiUrl,
  tokenStore,
  // The tokens are already cleared through the session, which has dropped the account's data.
  onSignedOut: checkIdentity,
  // Looked up at call time so a mock started later intercepts.
  fetch: (request) => claimEarlyResponse(request) ?? globalThis.fetch(request),
});

export const $api = createApiHooks(apiClient);
