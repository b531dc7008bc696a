import type { Middleware } from 'openapi-fetch';
import { anonymousOperations, optionalAuthOperations } from '../generated/security';
import type { TokenStore } from '../tokens';

/** `METHOD /path/template`, the key of the generated security tables. */
export const operationKey = (method: string, schemaPath: string) =>
  `${method.toUpperCase()} ${schemaPath}`;

/**
 * The operation answers the same whoever asks: anonymous, it ignores the token it is sent. Its
 * answers may outlive a change of signed-in account; every other answer belongs to the account
 * that asked.
 */
export function isViewerIndependent(method: string, schemaPath: string): boolean {
  const key = operationKey(method, schemaPath);
  return anonymousOperations.has(key) && !optionalAuthOperations.has(key);
}

/**
 * Adds `Authorization: Bearer <access_token>` to every request while a token is held (spec 01 §7),
 * public operations included: they answer the same with it (see the contract's security notes).
 */
export function authMiddleware(tokenStore: TokenStore): Middleware {
  return {
    onRequest({ request }) {
      const tokens = tokenStore.get();
      if (tokens) request.headers.set('Authorization', `Bearer ${tokens.access_token}`);
    },
  };
}
