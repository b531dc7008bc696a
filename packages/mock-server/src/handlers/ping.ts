import { http } from '../http.ts';

/** The API version the mock reports (the app's version, spec 01 §1). */
export const API_VERSION = '3.0.0';

export const pingHandlers = [
  http.get('/ping', ({ response }) =>
    response(200).json({ status: 200, api_version: API_VERSION }),
  ),
];
