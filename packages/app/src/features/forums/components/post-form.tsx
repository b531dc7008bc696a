import { errorMessage } from '@endless/client';
import { codePoints, requestLengths } from '@endless/client/lengths';
import {
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Loader,
  TextArea,
  TextField,
  remainingLabel,
} from '@endless/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { suppressEnter, useZodForm } from '../../../lib/form';
import { createForumPost } from '../api/create-forum-post';
import { getForumPostContextQueryOptions } from '../api/get-forum-post-context';
import { getOfficialThreadQueryOptions } from '../api/get-official-thread';
import { invalidateForumData } from '../api/keys';
import { FORUM_PAGE_SIZE, REPLY_COUNTER_MAX, lengthErrorLine } from '../constants';
import { useGoBack } from '../../../lib/use-go-back';
import { pageCount } from '../lib/page';
import type { CreateReplyInput } from '../schemas/create-reply';
import type { CreateThreadInput } from '../schemas/create-thread';
import { RemovableText } from './removable-text';
import { renderRouterLink } from '../../../lib/router-link';
import './forums.css';

const loadThreadSchema = () => import('../schemas/create-thread').then((m) => m.createThreadSchema);
const loadReplySchema = () => import('../schemas/create-reply').then((m) => m.createReplySchema);

const POST_LENGTHS = requestLengths.createForumPost.body;

/** "1,500 characters remaining", the wording of the ui's own counters. */
function remaining(max: number, text: string): string {
  return remainingLabel(Math.max(0, max - codePoints(text)));
}

export type PostFormProps =
  { kind: 'thread'; categoryId: number } | { kind: 'reply'; categoryId: number; threadId: number };

/**
 * The create form (/forums/{cid}/create and /forums/{cid}/{tid}/create). A locked thread, a failed
 * fetch or a 400 sends the user back (spec 03 §4).
 */
export function PostForm(props: PostFormProps) {
  const threadId = props.kind === 'reply' ? props.threadId : undefined;
  const context = useQuery({
    ...getForumPostContextQueryOptions(props.categoryId, threadId),
    // A cached context could hide a lock that happened since.
    staleTime: 0,
  });
  const goBack = useGoBack(paths.forums.categories.getHref());
  const refused = context.isError || context.data?.locked === 1;

  useEffect(() => {
    if (refused) goBack();
  }, [refused, goBack]);

  if (!context.data || refused) return <Loader className="forums-loader" />;

  const {
    category_name: categoryName,
    thread_title: threadTitle,
    signature,
    shield,
  } = context.data;
  const trail = [
    { label: 'Categories', href: paths.forums.categories.getHref() },
    { label: categoryName, href: paths.forums.category.getHref(props.categoryId) },
    ...(props.kind === 'reply'
      ? [
          {
            label: <RemovableText text={threadTitle} kind="title" />,
            href: paths.forums.thread.getHref(props.categoryId, props.threadId),
          },
        ]
      : []),
    { label: props.kind === 'thread' ? 'New Thread' : 'New Reply' },
  ];

  return (
    <div className="forums-page forums-page--narrow">
      <Breadcrumb className="forums-breadcrumb" renderLink={renderRouterLink} items={trail} />
      {props.kind === 'thread' ? (
        <NewThreadForm categoryId={props.categoryId} signature={signature} staff={shield} />
      ) : (
        <NewReplyForm
          categoryId={props.categoryId}
          threadId={props.threadId}
          threadTitle={threadTitle}
          signature={signature}
        />
      )}
    </div>
  );
}

/** The one error line of the form: the first client error as "[OF1001] ...", else the server's. */
function FormError({ message }: { message: string | null }) {
  return (
    <p role="alert" className="forums-form__error">
      {message}
    </p>
  );
}

function NewThreadForm({
  categoryId,
  signature,
  staff,
}: {
  categoryId: number;
  signature: string;
  staff: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(loadThreadSchema, {
    defaultValues: { title: '', content: '', signature, pinned: false, locked: false },
  });
  const { errors, isSubmitting } = form.formState;
  const [title, content, signatureText] = form.watch(['title', 'content', 'signature']);
  const clientError = errors.title?.message ?? errors.content?.message ?? errors.signature?.message;

  const submit = form.handleSubmit(async (input: CreateThreadInput) => {
    setServerError(null);
    try {
      const id = await createForumPost({
        category_id: categoryId,
        title: input.title,
        content: input.content,
        signature: input.signature,
        locked: input.locked ? 1 : 0,
        pinned: input.pinned ? 1 : 0,
      });
      await invalidateForumData(queryClient);
      // In place of the form: Back from the new thread must not land on an emptied form.
      await navigate(paths.forums.thread.getHref(categoryId, id), { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <Card padding="lg" className="forums-form-card">
      <h1 className="forums-page__title">New Thread</h1>
      <form
        className="forums-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        onKeyDown={suppressEnter}
      >
        <TextField
          label="Title"
          maxLength={POST_LENGTHS.title.maxLength}
          count={codePoints}
          autoComplete="off"
          hint={remaining(POST_LENGTHS.title.maxLength, title)}
          {...form.register('title')}
        />
        <TextArea
          label="Content"
          rows={10}
          maxLength={POST_LENGTHS.content.maxLength}
          count={codePoints}
          value={content}
          {...form.register('content')}
        />
        <TextArea
          label="Signature"
          rows={2}
          maxLength={POST_LENGTHS.signature.maxLength}
          count={codePoints}
          value={signatureText}
          {...form.register('signature')}
        />
        <div className="forums-form__options">
          {staff && (
            <ThreadOption
              control={form.control}
              name="pinned"
              label="Pin"
              description="List the thread above the others on page 1."
            />
          )}
          <ThreadOption
            control={form.control}
            name="locked"
            label="Lock"
            description="No one can reply to a locked thread."
          />
        </div>
        <FormError message={clientError ? lengthErrorLine(clientError) : serverError} />
        <div className="forums-form__actions">
          <Button type="submit" busy={isSubmitting}>
            Post Thread
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** One of the new thread's switches (pin, lock), as a checkbox. */
function ThreadOption({
  control,
  name,
  label,
  description,
}: {
  control: Control<CreateThreadInput>;
  name: 'pinned' | 'locked';
  label: string;
  description: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          label={label}
          description={description}
          checked={field.value}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
        />
      )}
    />
  );
}

function NewReplyForm({
  categoryId,
  threadId,
  threadTitle,
  signature,
}: {
  categoryId: number;
  threadId: number;
  threadTitle: string;
  signature: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(loadReplySchema, { defaultValues: { content: '', signature } });
  const { errors, isSubmitting } = form.formState;
  const [content, signatureText] = form.watch(['content', 'signature']);
  const clientError = errors.content?.message ?? errors.signature?.message;

  const submit = form.handleSubmit(async (input: CreateReplyInput) => {
    setServerError(null);
    try {
      await createForumPost({
        category_id: categoryId,
        thread_id: threadId,
        content: input.content,
        signature: input.signature,
      });
    } catch (error) {
      setServerError(errorMessage(error));
      return;
    }
    // Back to the thread, on the last page where the new reply is.
    await invalidateForumData(queryClient);
    const first = await queryClient
      .fetchQuery(getOfficialThreadQueryOptions(threadId, 1))
      .catch(() => undefined);
    const lastPage = first ? pageCount(first.pagination.total_elements, FORUM_PAGE_SIZE) : 1;
    await navigate(paths.forums.thread.getHref(categoryId, threadId, lastPage), { replace: true });
  });

  return (
    <Card padding="lg" className="forums-form-card">
      <h1 className="forums-page__title">New Reply</h1>
      <p className="forums-form__context">
        Replying to{' '}
        <strong>
          <RemovableText text={threadTitle} kind="title" />
        </strong>
      </p>
      <form
        className="forums-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        onKeyDown={suppressEnter}
      >
        {/* The counter shows 1500 while the check allows up to 3000 (spec 03 §5). */}
        <TextArea
          label="Content"
          rows={10}
          hint={remaining(REPLY_COUNTER_MAX, content)}
          value={content}
          {...form.register('content')}
        />
        <TextArea
          label="Signature"
          rows={2}
          maxLength={POST_LENGTHS.signature.maxLength}
          count={codePoints}
          value={signatureText}
          {...form.register('signature')}
        />
        <FormError message={clientError ? lengthErrorLine(clientError) : serverError} />
        <div className="forums-form__actions">
          <Button type="submit" busy={isSubmitting}>
            Post Reply
          </Button>
        </div>
      </form>
    </Card>
  );
}
