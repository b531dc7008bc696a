import { Banner, Button, TextArea, type TextAreaProps } from '@endless/ui';
import type { FormEvent } from 'react';
import { codePoints, requestLengths } from '@endless/client/lengths';

/** Spec 02 §8: the status failure text; the typed status stays for another try. */
export const STATUS_FAILURE = 'An unknown error has occured. Try again later.';

function counterLabel(used: number): string {
  const remaining = requestLengths.createStatus.body.content.maxLength - used;
  const count = Math.abs(remaining);
  const unit = count === 1 ? 'character' : 'characters';
  return remaining >= 0 ? `${count} ${unit} remaining` : `${count} ${unit} over the limit`;
}

export interface StatusFormViewProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The textarea's value and handlers (react-hook-form's `register`, or the stand-in's). */
  field: Omit<TextAreaProps, 'label' | 'placeholder' | 'rows' | 'hint'>;
  content: string;
  failed: boolean;
  busy?: boolean;
}

/** The status form's markup, the same before and after its code is in (see FormOnIntent). */
export function StatusFormView({ onSubmit, field, content, failed, busy }: StatusFormViewProps) {
  return (
    <form className="dashboard-status-form" noValidate onSubmit={onSubmit}>
      <TextArea
        label="Update Status"
        placeholder="What are you building today?"
        rows={3}
        hint={counterLabel(codePoints(content))}
        {...field}
      />
      {failed && (
        <Banner tone="danger" role="alert">
          {STATUS_FAILURE}
        </Banner>
      )}
      <div className="dashboard-status-form__actions">
        <Button type="submit" busy={busy} disabled={content.trim().length === 0}>
          Post Status
        </Button>
      </div>
    </form>
  );
}
