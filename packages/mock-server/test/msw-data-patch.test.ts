import { Collection } from '@msw/data';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// patches/@msw__data@1.1.7.patch: records of a collection without relations share one empty map.
describe('@msw/data relation maps (patched)', () => {
  const postSchema = z.object({ title: z.string() });
  const userSchema = z.object({ name: z.string(), posts: z.array(postSchema).optional() });

  it('still links records of a collection that defines relations before its records', async () => {
    const posts = new Collection({ schema: postSchema });
    const users = new Collection({ schema: userSchema });
    users.defineRelations(({ many }) => ({ posts: many(posts) }));

    const post = await posts.create({ title: 'Hello' });
    await users.create({ name: 'Ana', posts: [post] });
    await posts.update((q) => q.where({ title: 'Hello' }), {
      data(draft) {
        draft.title = 'Edited';
      },
    });

    expect(users.findFirst((q) => q.where({ name: 'Ana' }))?.posts).toEqual([{ title: 'Edited' }]);
  });

  it('refuses relations defined after records were created without them', async () => {
    const posts = new Collection({ schema: postSchema });
    const users = new Collection({ schema: userSchema });
    await users.create({ name: 'Ana' });

    expect(() => users.defineRelations(({ many }) => ({ posts: many(posts) }))).toThrow(
      /Call defineRelations\(\) before creating records/,
    );
  });
});
