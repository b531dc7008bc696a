import { anonymousOperations, optionalAuthOperations } from '@endless/client/security';

/**
 * What the contract covers, without loading the contract itself (so the browser runtime can use it):
 * the generated security lists of `packages/client/src/generated/security.ts`.
 */

/** Paths that are not API operations: developer controls, the content host, stand-in pages. */
export const OUTSIDE_CONTRACT_PREFIXES = ['/__mock/', '/resources/'] as const;

export function isOutsideContract(path: string): boolean {
  return OUTSIDE_CONTRACT_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Whether the operation `method path` requires or accepts a bearer token, i.e. can answer 401
 * AU1001 for an expired one: every operation that is not anonymous, and the anonymous ones with
 * optional auth. The refresh (`PUT /OAuth2/authorize`) is anonymous, so it is never one of them.
 */
export function acceptsBearerToken(method: string, path: string): boolean {
  if (isOutsideContract(path)) return false;
  const operation = `${method.toUpperCase()} ${path}`;
  return !anonymousOperations.has(operation) || optionalAuthOperations.has(operation);
}
