/**
 * @endless/client — the one HTTP client of the Endless app, typed from the contract.
 *
 * Errors are thrown, not returned. openapi-fetch would resolve an HTTP error as `{ error }` and
 * only reject when there is no response; here the errors middleware rejects in both cases with one
 * ApiError (`status`, `code`, `text`, message `[code] text`; status 0 and EX4000 without a response).
 * So `const { data } = await client.GET(...)` holds success data, callers catch one type, and
 * openapi-react-query — whose query function also throws what it receives as `error` — hands
 * react-query that same ApiError (`ApiPaths` types `error` accordingly). Aborts stay AbortErrors.
 *
 * The client only moves data and normalises errors: signing out is reported through
 * `onSignedOut`, and redirects or notifications belong to the screens.
 */
export { createApiClient, serializeQuery } from './fetch-client';
export type { ApiClient, ApiClientOptions, ApiErrorFields, ApiPaths } from './fetch-client';
export {
  ApiError,
  NO_RESPONSE_TEXT,
  UNREADABLE_RESPONSE_TEXT,
  errorMessage,
  hasErrorCode,
  isApiError,
  toApiError,
} from './errors';
export {
  REMEMBER_MAX_AGE_SECONDS,
  cookieAttributes,
  createCookieTokenStore,
  createMemoryTokenStore,
  logout,
} from './tokens';
export type {
  CookieTokenStoreOptions,
  SignInTokenStore,
  TokenStore,
  TokenStoreSetOptions,
  Tokens,
} from './tokens';
export { isViewerIndependent } from './middleware/auth';
export { createApiHooks, retryTransientErrors } from './query';
export type { ApiHooks } from './query';
export type { components, operations, paths, ErrorCode } from './generated/api';
