import { errorMessage } from '@endless/client';
import { codePoints, requestLengths } from '@endless/client/lengths';
import { Button, TextArea } from '@endless/ui';
import { useState } from 'react';
import { suppressEnter, useZodForm } from '../../../lib/form';
import { createForumComment } from '../api/create-forum-comment';
import {
  COMMENT_BASE_LINES,
  COMMENT_LINE_GROWTH_PX,
  COMMENT_WARN_AT,
  lengthErrorLine,
} from '../constants';
import type { CreateCommentInput } from '../schemas/create-comment';

const loadSchema = () => import('../schemas/create-comment').then((m) => m.createCommentSchema);

/** Height of the box at 3 lines: 3 × 18 px lines, 8 px padding top and bottom, 1 px borders. */
const BASE_HEIGHT_PX = COMMENT_BASE_LINES * COMMENT_LINE_GROWTH_PX + 2 * 8 + 2;

/** The box keeps 3 lines, then grows 18 px for every further line (spec 03 §9). */
export function commentBoxHeight(text: string): number {
  const lines = text.split('\n').length;
  return BASE_HEIGHT_PX + COMMENT_LINE_GROWTH_PX * Math.max(0, lines - COMMENT_BASE_LINES);
}

export interface CommentBoxProps {
  replyId: number;
  /** Reloads the thread after the comment is posted. */
  onPosted: () => Promise<void>;
}

/** The comment form under a reply: 5 to 300 characters, its error line under the box. */
export function CommentBox({ replyId, onPosted }: CommentBoxProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(loadSchema, { defaultValues: { content: '' } });
  const content = form.watch('content');
  const clientError = form.formState.errors.content?.message;
  const sending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ content: text }: CreateCommentInput) => {
    setServerError(null);
    try {
      await createForumComment(replyId, text);
      form.reset({ content: '' });
      await onPosted();
    } catch (error) {
      // "[error_code] response_error_text"; the text stays so nothing typed is lost.
      setServerError(errorMessage(error));
    }
  });

  const error = clientError ? lengthErrorLine(clientError) : serverError;

  return (
    <form
      className="forums-comment-box"
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={suppressEnter}
    >
      <TextArea
        label="Add a comment"
        rows={COMMENT_BASE_LINES}
        maxLength={requestLengths.createForumComment.body.content.maxLength}
        count={codePoints}
        warnAt={COMMENT_WARN_AT}
        error={error}
        readOnly={sending}
        className="forums-comment-box__input"
        fieldClassName="forums-comment-box__field"
        style={{ height: `${commentBoxHeight(content)}px` }}
        {...form.register('content', { onChange: () => setServerError(null) })}
        value={content}
      />
      <Button type="submit" size="sm" busy={sending} className="forums-comment-box__submit">
        Comment
      </Button>
    </form>
  );
}
