// getAccountSettings (GET /account/data/settings), read by the settings tabs of two features
// (account: general, privacy, security; connections: the chat service). One query, one cache entry.
import { $api } from './client';

export function getAccountSettingsQueryOptions() {
  return $api.queryOptions('get', '/account/data/settings', undefined, {
    // The chat service is connected in another window; coming back should show it.
    refetchOnWindowFocus: true,
  });
}
