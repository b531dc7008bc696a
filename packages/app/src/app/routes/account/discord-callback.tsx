import { DiscordCallbackPage } from '../../../features/connections/components/discord-callback-page';

export default function DiscordCallbackRoute() {
  return <DiscordCallbackPage />;
}
