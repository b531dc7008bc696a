import createClient, { createQuerySerializer, type Client } from 'openapi-fetch';
import type { ApiError } from './errors';
import type { paths } from './generated/api';
import { authMiddleware } from './middleware/auth';
import { deadlineFetch } from './middleware/deadline';
import { dedupeFetch, type Transport } from './middleware/dedupe';
import { errorsMiddleware } from './middleware/errors';
import { refreshMiddleware } from './middleware/refresh';
import type { TokenStore } from './tokens';

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206 | '2XX';

/** The data of an ApiError; openapi-fetch's `Readable` would mangle its methods. */
export type ApiErrorFields = Pick<ApiError, 'name' | 'message' | 'status' | 'code' | 'text'>;

/** An operation whose every non-2xx answer reaches callers as a thrown ApiError. */
type ThrowingOperation<Operation> = {
  [Key in keyof Operation]: Key extends 'responses'
    ? {
        [Status in keyof Operation[Key]]: Status extends SuccessStatus
          ? Operation[Key][Status]
          : {
              headers: { [name: string]: unknown };
              content: { 'application/json': ApiErrorFields };
            };
      }
    : Operation[Key];
};

/**
 * The contract's paths as this client delivers them: success bodies unchanged, error bodies
 * replaced by the ApiError the errors middleware throws, so react-query's `error` is typed truly.
 */
export type ApiPaths = {
  [Path in keyof paths]: {
    [Key in keyof paths[Path]]: Key extends HttpMethod
      ? ThrowingOperation<paths[Path][Key]>
      : paths[Path][Key];
  };
};

export type ApiClient = Client<ApiPaths>;

export interface ApiClientOptions {
  baseUrl: string;
  tokenStore: TokenStore;
  /** The server refused to refresh the tokens: they are cleared; the app decides where to go. */
  onSignedOut: () => void;
  /** Defaults to `globalThis.fetch`, looked up at call time so a mock started later intercepts. */
  fetch?: Transport;
  /** A request with no answer after this long fails as "no response" (EX4000). */
  timeoutMs?: number;
}

/** Long enough for a slow phone network, short enough that nobody waits on a dead server. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;

/**
 * The query string (without `?`) the client writes for `query`: openapi-fetch's default, which
 * createApiClient keeps. For a URL requested outside the client that it must match exactly.
 */
export const serializeQuery: (query: Record<string, unknown>) => string = createQuerySerializer();

export function createApiClient({
  baseUrl,
  tokenStore,
  onSignedOut,
  fetch: transport = (request) => globalThis.fetch(request),
  timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
}: ApiClientOptions): ApiClient {
  const fetch = deadlineFetch(transport, timeoutMs);
  // The refresh call bypasses refresh (it must not recurse into itself); it carries the held token
  // as every request does.
  const tokenClient = createClient<ApiPaths>({ baseUrl, fetch });
  tokenClient.use(errorsMiddleware(), authMiddleware(tokenStore));

  const client = createClient<ApiPaths>({ baseUrl, fetch: dedupeFetch(fetch) });
  // Request hooks run in this order and response hooks in reverse: auth signs, refresh keeps a
  // replayable copy and replays a 401, and errors sees the final response last.
  client.use(
    errorsMiddleware(),
    authMiddleware(tokenStore),
    refreshMiddleware({
      tokenStore,
      onSignedOut,
      refreshTokens: async (tokens) => {
        const { data } = await tokenClient.PUT('/OAuth2/authorize', { body: tokens });
        // Failures have thrown; a success without its body breaks the contract.
        if (!data) throw new TypeError('PUT /OAuth2/authorize answered without tokens');
        return data.tokens;
      },
    }),
  );
  return client;
}
