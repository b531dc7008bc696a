// A prerendered page is drawn for guests. A signed-in visitor opening one would see its guest
// header (Login, Register) and full-width content, then the whole page jump aside for the sidebar.
// Instead, an inline script in the page's head marks the document before its first paint, and the
// shell's frame written before #root (scripts/prerender.ts) shows in its place until the app has
// drawn the visitor's own shell (ShellLayout).
import { TOKEN_COOKIES } from '../config/token-cookies.ts';

/** The id of the frame written before #root. */
export const MEMBER_FRAME_ID = 'endless-member-frame';

/** The class on <html> that shows the frame and hides #root. */
export const MEMBER_CLASS = 'endless-member';

/**
 * The head script: the same test as the app's `isSignedIn()` (both token cookies set), run before
 * the body is parsed, so the first paint is already the right one. Inline, so it costs the page no
 * request (the CSP allows it by its hash, scripts/csp.ts); a block, so it leaves no global behind.
 */
export const MEMBER_HINT_SCRIPT = `{
  const filled = new Set(document.cookie.split('; ').filter((pair) => !pair.endsWith('=')).map((pair) => pair.split('=')[0]));
  if (${JSON.stringify([TOKEN_COOKIES.accessToken, TOKEN_COOKIES.refreshToken])}.every((name) => filled.has(name))) document.documentElement.classList.add(${JSON.stringify(MEMBER_CLASS)});
}`;

/** Shows the page the app has drawn: the frame goes, and #root shows again. */
export function removeMemberFrame(): void {
  document.getElementById(MEMBER_FRAME_ID)?.remove();
  document.documentElement.classList.remove(MEMBER_CLASS);
}
