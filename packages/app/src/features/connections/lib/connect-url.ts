import { discordAuthorizeUrl } from '../../../config/env';
import { paths } from '../../../config/paths';

/**
 * The in-browser mock's stand-in for the chat service's authorize screen (a mock-only app route:
 * a service worker never sees page navigations, so the mock cannot serve that page itself).
 */
export const DISCORD_AUTHORIZE_STAND_IN_PATH = '/__mock/discord/authorize';

/** The mock's JSON endpoint that mints a one-time code, as the stand-in's Authorize does. */
export const DISCORD_MOCK_CODES_PATH = '/__mock/discord/codes';

/**
 * Where Connect sends the user: the configured chat-service OAuth link (scopes identify and
 * guilds.join) returning to the callback route, or the stand-in when the mock runs in the browser.
 */
export function discordConnectUrl(origin: string = window.location.origin): string {
  const redirectUri = new URL(paths.account.discordCallback.getHref(), origin).href;
  // Compared inline so a production build keeps only the real link.
  if (import.meta.env.VITE_API_MOCK === 'browser') {
    return `${DISCORD_AUTHORIZE_STAND_IN_PATH}?${new URLSearchParams({ redirect_uri: redirectUri })}`;
  }
  return discordAuthorizeUrl(redirectUri);
}
