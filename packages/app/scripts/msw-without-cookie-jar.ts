// The in-browser mock's builds (demo) without MSW's cookie jar. MSW keeps the cookies that mocked
// responses set in a tough-cookie jar, which bundles the whole public-suffix list (tldts): about
// 110 KB gzip, most of the mock's first screen. The mock sets no cookies (the app keeps its tokens
// in cookies of its own origin, which MSW reads from `document.cookie` without the jar), so the
// jar is replaced by one that stays empty and says so if a response ever tries to fill it.
import type { Plugin } from 'vite';

const COOKIE_STORE = /\/msw\/lib\/core\/utils\/cookieStore\.mjs$/;

const EMPTY_JAR = `export const cookieStore = {
  getCookies: () => [],
  setCookie: async (cookie, url) => {
    console.warn('[mock] a mocked response set a cookie; this build keeps none', url, cookie);
  },
};
`;

/** Builds only: the dev server pre-bundles MSW as is. */
export function mswWithoutCookieJar(): Plugin {
  return {
    name: 'endless:msw-without-cookie-jar',
    apply: 'build',
    load: (id) => (COOKIE_STORE.test(id.replaceAll('\\', '/')) ? EMPTY_JAR : null),
  };
}
