// DEV / DEMO ONLY: registered by the router only when the mock runs in the browser.
import { DiscordAuthorizeStandIn } from '../../../features/connections/components/discord-authorize-stand-in';

export default function DiscordAuthorizeStandInRoute() {
  return <DiscordAuthorizeStandIn />;
}
