// ping (GET /ping): is the API there, and which version is it?
import { apiClient } from '../../../lib/api/client';

/** The API's answer; no answer or an error answer throws. */
export async function ping() {
  const { data } = await apiClient.GET('/ping');
  return data;
}
