// revokeDiscordConnection (POST /connections/discord/revoke): unlinks the chat service.
import { $api } from '../../../lib/api/client';

export function useRevokeDiscordConnection() {
  return $api.useMutation('post', '/connections/discord/revoke');
}
