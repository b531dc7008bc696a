// A prerendered page is drawn for guests. A signed-in visitor opening one would see its guest
// header (Login, Register) and full-width content, then the whole page jump aside for the sidebar.
// Instead, a blocking script in the page's head marks the document before its first paint, and the
// shell's frame written beside #root (scripts/prerender.ts) shows in its place until the app has
// drawn the visitor's own shell (ShellLayout).

/** The id of the frame written before #root. */
export const MEMBER_FRAME_ID = 'endless-member-frame';

/** The class on <html> that shows the frame and hides #root. */
export const MEMBER_CLASS = 'endless-member';

/**
 * The head script: the same test as the app's `isSignedIn()` (both token cookies set), run before
 * the body is parsed, so the first paint is already the right one.
 */
export function memberHintScript(cookies: { accessToken: string; refreshToken: string }): string {
  const names = JSON.stringify([cookies.accessToken, cookies.refreshToken]);
  return `const set = new Set(document.cookie.split('; ').filter((pair) => !pair.endsWith('=')).map((pair) => pair.slice(0, pair.indexOf('='))));
if (${names}.every((name) => set.has(name))) document.documentElement.classList.add(${JSON.stringify(MEMBER_CLASS)});
`;
}

/** Shows the page the app has drawn: the frame goes, and #root shows again. */
export function removeMemberFrame(): void {
  document.getElementById(MEMBER_FRAME_ID)?.remove();
  document.documentElement.classList.remove(MEMBER_CLASS);
}
