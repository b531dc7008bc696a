// refreshDiscordConnection (POST /connections/discord/refresh): reads the linked username again.
import { $api } from '../../../lib/api/client';

export function useRefreshDiscordConnection() {
  return $api.useMutation('post', '/connections/discord/refresh');
}
