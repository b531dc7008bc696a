// Client configuration (spec 01 §1, §7; 03 §7). Everything environment-specific is read here once.
import { TOKEN_COOKIES } from './token-cookies';

export type AppEnvironment = 'live' | 'pre-production' | 'dev';
export type ApiMockMode = 'browser' | 'off';

const API_HOSTS: Record<AppEnvironment, string> = {
  live: 'https://api.endless.example',
  'pre-production': 'https://api.pre.endless.example',
  dev: 'http://api.dev.endless.localhost',
};

const CONTENT_HOSTS: Record<AppEnvironment, string> = {
  live: 'https://cdn.endless.example',
  'pre-production': 'https://cdn.pre.endless.example',
  dev: 'http://cdn.dev.endless.localhost',
};

function parseEnvironment(value: string | undefined): AppEnvironment {
  if (value === 'live' || value === 'pre-production' || value === 'dev') return value;
  // An unset value means a local build; a misspelt one must not silently talk to the live API.
  if (value === undefined || value === '') return import.meta.env.PROD ? 'live' : 'dev';
  throw new Error(`VITE_APP_ENV must be live, pre-production or dev (got "${value}")`);
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

const environment = parseEnvironment(import.meta.env.VITE_APP_ENV);
const apiMock: ApiMockMode = import.meta.env.VITE_API_MOCK === 'browser' ? 'browser' : 'off';
const apiUrlOverride = import.meta.env.VITE_API_URL || undefined;
const apiUrl = trimSlash(apiUrlOverride ?? API_HOSTS[environment]);
// The mock (in-browser or standalone at VITE_API_URL) serves the renders itself.
const contentUrl = trimSlash(
  import.meta.env.VITE_CONTENT_URL ||
    (apiMock === 'browser' || apiUrlOverride ? apiUrl : CONTENT_HOSTS[environment]),
);
const isDev = environment === 'dev';

export const env = {
  /** Compared with the sync's `latest_build` to offer a refresh. */
  appVersion: '3.0.0',
  environment,
  isDev,
  apiUrl,
  apiMock,
  contentUrl,
  cookies: {
    ...TOKEN_COOKIES,
    apiCheck: 'endless_api_check',
    cookieNotice: 'endless_cookie_notice',
  },
  /** Dev-environment-only entries (spec 01 §6). */
  features: {
    workbench: isDev,
    artistsStudio: isDev,
    notificationBell: isDev,
  },
  /** Placeholder: the real publishable key comes from the deployment environment. */
  stripePublishableKey:
    import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY || 'pk_test_endless_placeholder',
  discord: {
    /** Placeholder client id: the real one comes from the deployment environment. */
    clientId: import.meta.env.VITE_DISCORD_CLIENT_ID || '000000000000000000',
    scopes: ['identify', 'guilds.join'] as const,
  },
  /**
   * Addresses outside the app that the shell links to. The deployment environment sets them; the
   * defaults are placeholders (the real addresses are not part of the spec).
   */
  links: {
    /** The staff access site behind the header's shield (spec 01 §6). */
    staffAccess: import.meta.env.VITE_STAFF_ACCESS_URL || 'https://access.endless.example',
    careers: import.meta.env.VITE_CAREERS_URL || 'https://careers.endless.example',
    newsletter: import.meta.env.VITE_NEWSLETTER_URL || 'https://newsletter.endless.example',
    docs: import.meta.env.VITE_DOCS_URL || 'https://docs.endless.example',
    /** The community chat server's invite. */
    chat: import.meta.env.VITE_CHAT_INVITE_URL || 'https://discord.gg/endless',
    social: [
      { name: 'X', href: import.meta.env.VITE_SOCIAL_X_URL || 'https://x.com/endless' },
      {
        name: 'YouTube',
        href: import.meta.env.VITE_SOCIAL_YOUTUBE_URL || 'https://youtube.com/@endless',
      },
      {
        name: 'Reddit',
        href: import.meta.env.VITE_SOCIAL_REDDIT_URL || 'https://reddit.com/r/endless',
      },
    ],
  },
} as const;

/** Image URLs on the content host (spec 01 §1, 02 §7, 03 §7). */
export const contentUrls = {
  halfRender: (key: string) =>
    `${env.contentUrl}/resources/renders/half/${encodeURIComponent(key)}.png`,
  fullRender: (key: string) =>
    `${env.contentUrl}/resources/renders/full/${encodeURIComponent(key)}.png`,
  /** Item renders by their stored `render_path`, which is relative to `resources/` like avatars. */
  itemRender: (renderPath: string) =>
    `${env.contentUrl}/resources/${renderPath.replace(/^\/+/, '')}`,
};

/** The chat service's OAuth authorize address; it returns to `redirectUri` with `?code=`. */
export function discordAuthorizeUrl(redirectUri: string): string {
  const query = new URLSearchParams({
    client_id: env.discord.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: env.discord.scopes.join(' '),
  });
  return `https://discord.com/oauth2/authorize?${query.toString()}`;
}
