import type { Middleware } from 'openapi-fetch';
import { anonymousOperations, optionalAuthOperations } from '../generated/security';
import type { TokenStore } from '../tokens';

/** `METHOD /path/template`, the key of the generated security tables. */
export const operationKey = (method: string, schemaPath: string) =>
  `${method.toUpperCase()} ${schemaPath}`;

/**
 * The operation answers the same whoever asks: anonymous and never given a token. Its answers may
 * outlive a change of signed-in account; every other answer belongs to the account that asked.
 */
export function isViewerIndependent(method: string, schemaPath: string): boolean {
  const key = operationKey(method, schemaPath);
  return anonymousOperations.has(key) && !optionalAuthOperations.has(key);
}

/**
 * Adds `Authorization: Bearer <access_token>` to every operation the contract protects, and to
 * optional-auth operations when signed in. Public operations (`security: []`) never get a token.
 */
export function authMiddleware(tokenStore: TokenStore): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const key = operationKey(request.method, schemaPath);
      if (anonymousOperations.has(key) && !optionalAuthOperations.has(key)) return;
      const tokens = tokenStore.get();
      if (tokens) request.headers.set('Authorization', `Bearer ${tokens.access_token}`);
    },
  };
}
