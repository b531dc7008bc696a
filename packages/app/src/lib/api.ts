// The app's one API client and its react-query hooks (`$api`).
import { createApiClient, createApiHooks } from '@endless/client';
import { claimEarlyResponse } from './early-requests';
import { env } from '../config/env';
import { notifySessionChange, tokenStore } from './session';

export const apiClient = createApiClient({
  baseUrl: env.apiUrl,
  tokenStore,
  // The tokens are already cleared; guards react to the change and send the user to login.
  onSignedOut: notifySessionChange,
  // Looked up at call time so a mock started later intercepts.
  fetch: (request) => claimEarlyResponse(request) ?? globalThis.fetch(request),
});

export const $api = createApiHooks(apiClient);
