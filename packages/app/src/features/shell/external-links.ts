// Addresses outside the app that the shell links to. They come from the deployment environment;
// the defaults are placeholders (the real addresses are not part of the spec).

function fromEnv(value: string | undefined, placeholder: string): string {
  return value || placeholder;
}

export const externalLinks = {
  /** The staff access site behind the header's shield (spec 01 §6). */
  staffAccess: fromEnv(import.meta.env.VITE_STAFF_ACCESS_URL, 'https://access.endless.example'),
  careers: fromEnv(import.meta.env.VITE_CAREERS_URL, 'https://careers.endless.example'),
  newsletter: fromEnv(import.meta.env.VITE_NEWSLETTER_URL, 'https://newsletter.endless.example'),
  docs: fromEnv(import.meta.env.VITE_DOCS_URL, 'https://docs.endless.example'),
  chat: fromEnv(import.meta.env.VITE_CHAT_INVITE_URL, 'https://discord.gg/endless'),
  social: [
    { name: 'X', href: fromEnv(import.meta.env.VITE_SOCIAL_X_URL, 'https://x.com/endless') },
    {
      name: 'YouTube',
      href: fromEnv(import.meta.env.VITE_SOCIAL_YOUTUBE_URL, 'https://youtube.com/@endless'),
    },
    {
      name: 'Reddit',
      href: fromEnv(import.meta.env.VITE_SOCIAL_REDDIT_URL, 'https://reddit.com/r/endless'),
    },
  ],
} as const;
