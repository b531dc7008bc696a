// connectDiscord (POST /connections/discord/authorize): links the chat service with the code it
// returned; the settings are read again to show the connection.
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import { getAccountSettingsQueryOptions } from '../../../lib/api/get-account-settings';

export function useConnectDiscord() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/connections/discord/authorize', {
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAccountSettingsQueryOptions().queryKey }),
  });
}
