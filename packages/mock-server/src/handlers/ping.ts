import { http } from '../requests/typed-http.ts';

/** The API version the mock reports: the contract's `info.version` (a test holds them equal). */
export const API_VERSION = '4.0.0';

/**
 * The newest client build the sync reports (`latest_build`): the app's version (spec 01 §1), not
 * the API's. A different value invites every signed-in page to refresh.
 */
export const LATEST_CLIENT_BUILD = '3.0.0';

export const pingHandlers = [
  http.get('/ping', ({ response }) =>
    response(200).json({ status: 200, api_version: API_VERSION }),
  ),
];
