import { Banner, Button, TextArea } from '@endless/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useZodForm } from '../../../lib/form';
import { createStatus, dashboardQueryOptions, updateCachedDashboard } from '../api/dashboard';
import { STATUS_MAX_LENGTH } from '../schemas/rules';
import type { UpdateStatusInput } from '../schemas/update-status';

const loadSchema = () => import('../schemas/update-status').then((m) => m.updateStatusSchema);

/** Spec 02 §8: the status failure text; the typed status stays for another try. */
export const STATUS_FAILURE = 'An unknown error has occured. Try again later.';

function counterLabel(used: number): string {
  const remaining = STATUS_MAX_LENGTH - used;
  const count = Math.abs(remaining);
  const unit = count === 1 ? 'character' : 'characters';
  return remaining >= 0 ? `${count} ${unit} remaining` : `${count} ${unit} over the limit`;
}

export function UpdateStatusForm() {
  const queryClient = useQueryClient();
  // Validated as the user types so the over-the-limit message shows at once. The textarea has no
  // native maxLength: the browser would silently cut pasted text instead of saying why.
  const form = useZodForm(loadSchema, {
    mode: 'onChange',
    defaultValues: { content: '' } satisfies UpdateStatusInput,
  });
  const post = useMutation({
    mutationFn: createStatus,
    onSuccess: (status) => {
      updateCachedDashboard(queryClient, (dashboard) => ({
        ...dashboard,
        statuses: [status, ...dashboard.statuses.filter((s) => s.status_id !== status.status_id)],
      }));
      form.reset({ content: '' });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey });
    },
  });
  const content = form.watch('content');
  const { errors } = form.formState;

  return (
    <form
      className="dashboard-status-form"
      noValidate
      onSubmit={form.handleSubmit(({ content: text }) => post.mutate(text))}
    >
      <TextArea
        label="Update Status"
        placeholder="What are you building today?"
        rows={3}
        hint={counterLabel(content.length)}
        error={errors.content?.message}
        {...form.register('content', { onChange: () => post.reset() })}
      />
      {post.isError && (
        <Banner tone="danger" role="alert">
          {STATUS_FAILURE}
        </Banner>
      )}
      <div className="dashboard-status-form__actions">
        <Button type="submit" busy={post.isPending} disabled={content.trim().length === 0}>
          Post Status
        </Button>
      </div>
    </form>
  );
}
