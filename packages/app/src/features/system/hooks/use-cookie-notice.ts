import { useNotifications } from '@endless/ui';
import { useEffect } from 'react';
import { env } from '../../../config/env';
import { useIsIdleOrInteracted } from '../../../lib/first-interaction';
import { hasCookie, setCookie } from '../lib/cookies';

/** Spec 01 §9: the cookie notice is remembered for 30 days. */
export const COOKIE_NOTICE_MAX_AGE_SECONDS = 2_592_000;
export const COOKIE_NOTICE_TEXT =
  'This site uses cookies. By continuing to use it, you agree to their use.';

/**
 * Spec 01 §2: the notice stays until clicked; clicking it dismisses it and sets the cookie. Every
 * first visit sees it, even one that only reads: it appears once the page has painted and the
 * browser is idle (or at the first interaction, if sooner), so it stays off the first paint.
 */
export function useCookieNotice(): void {
  const { notify } = useNotifications();
  const ready = useIsIdleOrInteracted();
  useEffect(() => {
    if (!ready || hasCookie(env.cookies.cookieNotice)) return;
    notify({
      id: 'cookie-notice',
      title: 'Cookies',
      message: COOKIE_NOTICE_TEXT,
      persistent: true,
      onClick: () => setCookie(env.cookies.cookieNotice, '1', COOKIE_NOTICE_MAX_AGE_SECONDS),
    });
  }, [ready, notify]);
}
