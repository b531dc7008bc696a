import { ComingSoon } from '../../../components/coming-soon';

export default function DiscordCallbackRoute() {
  return (
    <ComingSoon area="Discord Connection">
      Connecting your Discord account is on its way.
    </ComingSoon>
  );
}
