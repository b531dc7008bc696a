/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `live`, `pre-production` or `dev`: selects the API host. */
  readonly VITE_APP_ENV?: string;
  /** `browser` starts the in-browser mock backend before rendering; `off` (default) does not. */
  readonly VITE_API_MOCK?: string;
  /** Any API base URL, e.g. the standalone mock `http://127.0.0.1:4010`; overrides the host. */
  readonly VITE_API_URL?: string;
  /** Content host for renders; defaults to the environment's CDN (or the API when mocked). */
  readonly VITE_CONTENT_URL?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  readonly VITE_DISCORD_CLIENT_ID?: string;
  /** External sites the shell links to (header shield, footer); placeholders when unset. */
  readonly VITE_STAFF_ACCESS_URL?: string;
  readonly VITE_CAREERS_URL?: string;
  readonly VITE_NEWSLETTER_URL?: string;
  readonly VITE_DOCS_URL?: string;
  readonly VITE_CHAT_INVITE_URL?: string;
  readonly VITE_SOCIAL_X_URL?: string;
  readonly VITE_SOCIAL_YOUTUBE_URL?: string;
  readonly VITE_SOCIAL_REDDIT_URL?: string;
  /** Contact page and legal texts; placeholders (flagged as such) when unset. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** The postal address, its lines separated by `|`. */
  readonly VITE_LEGAL_ADDRESS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
