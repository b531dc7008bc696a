import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DeferredFormProps } from '../../../components/form-on-intent';
import { useZodForm } from '../../../lib/form';
import { createStatus } from '../api/create-status';
import { getDashboardQueryOptions } from '../api/get-dashboard';
import { updateCachedDashboard } from '../api/keys';
import type { UpdateStatusInput } from '../schemas/update-status';
import { StatusFormView } from './status-form-view';

const loadSchema = () => import('../schemas/update-status').then((m) => m.updateStatusSchema);

/** The status form with its validation and request; loaded on intent by StatusComposer. */
export function UpdateStatusForm({ typed }: DeferredFormProps) {
  const queryClient = useQueryClient();
  // Validated as the user types so the over-the-limit message shows at once. The textarea has no
  // native maxLength: the browser would silently cut pasted text instead of saying why.
  const form = useZodForm(loadSchema, {
    mode: 'onChange',
    defaultValues: { content: typed.content ?? '' } satisfies UpdateStatusInput,
  });
  const post = useMutation({
    mutationFn: createStatus,
    onSuccess: (status) => {
      updateCachedDashboard(queryClient, (dashboard) => ({
        ...dashboard,
        statuses: [status, ...dashboard.statuses.filter((s) => s.status_id !== status.status_id)],
      }));
      form.reset({ content: '' });
      void queryClient.invalidateQueries({ queryKey: getDashboardQueryOptions().queryKey });
    },
  });
  const content = form.watch('content');

  // Text typed (or pasted) before this code was in is checked as if typed here.
  useEffect(() => {
    if (typed.content) void form.trigger('content');
    // Once, for the text the stand-in handed over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <StatusFormView
      onSubmit={form.handleSubmit(({ content: text }) => post.mutate(text))}
      field={{
        error: form.formState.errors.content?.message,
        ...form.register('content', { onChange: () => post.reset() }),
      }}
      content={content}
      failed={post.isError}
      busy={post.isPending}
    />
  );
}
