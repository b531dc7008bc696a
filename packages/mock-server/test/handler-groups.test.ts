import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlerGroupOf } from '../src/handlers/groups.ts';
import { answeringHandlers, apiHandlers } from '../src/handlers/index.ts';

/** The first segment of a handler's path (`*://:host/forums/…` and `*\/__mock/…` alike). */
function firstSegment(handler: HttpHandler): string {
  const { path } = handler.info;
  if (typeof path !== 'string') throw new Error(`${handler.info.header}: not a string path`);
  return path.replace(/^\*(:\/\/:host)?\//, '').split('/')[0] ?? '';
}

const groupOf = (segment: string) => handlerGroupOf(new Request(`http://api.test/${segment}/x`));

describe("the in-browser mock's handler groups", () => {
  it('put every handler in the group of its first path segment, in the full list’s order', async () => {
    const segments = new Set(answeringHandlers.map(firstSegment));
    for (const segment of segments) {
      const group = groupOf(segment);
      if (!group) throw new Error(`no group for /${segment}`);
      const { api, answering } = await group.handlers;
      const expected = answeringHandlers.filter((handler) => answering.includes(handler));
      expect(answering, `/${segment}`).toEqual(expected);
      expect(api, `/${segment}`).toEqual(
        answering.filter((handler) => apiHandlers.includes(handler)),
      );
      for (const handler of answeringHandlers.filter((h) => firstSegment(h) === segment)) {
        expect(answering, `${handler.info.header} in /${segment}`).toContain(handler);
      }
    }
  });

  it('match segments as MSW matches paths (case-insensitively), and nothing else', async () => {
    expect(await groupOf('oauth2')?.handlers).toBe(await groupOf('OAuth2')?.handlers);
    expect(groupOf('assets')).toBeUndefined();
    expect(groupOf('constructor')).toBeUndefined();
  });

  it('load the database for every group but the ping', () => {
    expect(groupOf('ping')?.readsDatabase).toBe(false);
    expect(groupOf('resources')?.readsDatabase).toBe(true);
    expect(groupOf('forums')?.readsDatabase).toBe(true);
  });
});
