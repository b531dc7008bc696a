import { describe, expect, it } from 'vitest';
import { createCommentSchema } from '../../../../features/forums/schemas/create-comment';
import { createReplySchema } from '../../../../features/forums/schemas/create-reply';
import { createThreadSchema } from '../../../../features/forums/schemas/create-thread';
import { bodyField } from '../../../../testing/contract';

const text = (length: number) => 'x'.repeat(length);

const TITLE_MIN = 5;
const TITLE_MAX = 50;
const CONTENT_MIN = 10;
const CONTENT_MAX = 3000;

describe('forum forms take their limits and texts from the contract (spec 03 §5, forums.yaml)', () => {
  it('thread title: 5 to 50 (the message reading)', () => {
    const contract = bodyField('post', '/forums/create', 'title');
    expect([contract.minLength, contract.maxLength]).toEqual([TITLE_MIN, TITLE_MAX]);
    const valid = (title: string) =>
      createThreadSchema.safeParse({
        title,
        content: text(20),
        signature: '',
        pinned: false,
        locked: false,
      }).success;
    expect(valid(text(TITLE_MIN - 1))).toBe(false);
    expect(valid(text(TITLE_MIN))).toBe(true);
    expect(valid(text(TITLE_MAX))).toBe(true);
    expect(valid(text(TITLE_MAX + 1))).toBe(false);
  });

  it('content: 10 to 3000 for threads and replies', () => {
    const contract = bodyField('post', '/forums/create', 'content');
    expect([contract.minLength, contract.maxLength]).toEqual([CONTENT_MIN, CONTENT_MAX]);
    for (const length of [CONTENT_MIN - 1, CONTENT_MIN, CONTENT_MAX, CONTENT_MAX + 1]) {
      const expected = length >= CONTENT_MIN && length <= CONTENT_MAX;
      expect(createReplySchema.safeParse({ content: text(length), signature: '' }).success).toBe(
        expected,
      );
      expect(
        createThreadSchema.safeParse({
          title: 'A title',
          content: text(length),
          signature: '',
          pinned: false,
          locked: false,
        }).success,
      ).toBe(expected);
    }
  });

  it('signature: at most 200', () => {
    const contract = bodyField('post', '/forums/create', 'signature');
    expect(contract.maxLength).toBe(200);
    expect(createReplySchema.safeParse({ content: text(20), signature: text(200) }).success).toBe(
      true,
    );
    expect(createReplySchema.safeParse({ content: text(20), signature: text(201) }).success).toBe(
      false,
    );
  });

  it('comment: 5 to 300', () => {
    const contract = bodyField('post', '/forums/comment', 'content');
    expect([contract.minLength, contract.maxLength]).toEqual([5, 300]);
    const valid = (length: number) =>
      createCommentSchema.safeParse({ content: text(length) }).success;
    expect([valid(4), valid(5), valid(300), valid(301)]).toEqual([false, true, true, false]);
  });

  it('counts characters, not UTF-16 units, as the contract does', () => {
    expect(createCommentSchema.safeParse({ content: '🎩🎩🎩🎩🎩' }).success).toBe(true);
  });

  it("says the spec's texts word for word", () => {
    const thread = createThreadSchema.safeParse({
      title: 'Hey',
      content: 'short',
      signature: text(201),
      pinned: false,
      locked: false,
    });
    expect(thread.error?.issues.map((issue) => issue.message)).toEqual([
      'Title needs to be at least 5 characters and no longer than 50 characters',
      'Content needs to be at least 10 characters and no longer than 3000 characters',
      'Signature cannot be longer than 200 characters',
    ]);
    expect(createCommentSchema.safeParse({ content: 'hi' }).error?.issues[0]?.message).toBe(
      'Comment is too short or too long',
    );
  });
});
