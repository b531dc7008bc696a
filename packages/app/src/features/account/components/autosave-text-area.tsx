import { isApiError } from '@endless/client';
import { codePoints } from '@endless/client/lengths';
import { TextArea } from '@endless/ui';
import { useEffect, useRef, useState } from 'react';

/** Saves this long after the last keystroke (spec 02 §4: "after typing stops"). */
export const AUTOSAVE_DELAY_MS = 1000;
/** 'Updated …' disappears after 10 seconds (spec 02 §9). */
export const SAVED_MESSAGE_MS = 10_000;

export const UNKNOWN_SAVE_ERROR = 'An Unknown Error Occured. Try again later.';

/** '[code] text' from the error body, or the spec's text when the answer had none (spec 02 §8). */
export function saveErrorMessage(error: unknown): string {
  return isApiError(error) && error.status !== 0 && error.code !== 'EX4000'
    ? error.message
    : UNKNOWN_SAVE_ERROR;
}

type SaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

export interface AutosaveTextAreaProps {
  /** 'About' or 'Signature': the field's label and the word in its status messages. */
  name: string;
  initialValue: string;
  /** The contract's maxLength, in characters (code points) as the contract counts them. */
  maxLength: number;
  hint?: string;
  onSave: (content: string) => Promise<unknown>;
}

/** A textarea that saves itself once typing stops, and says so (spec 02 §4). */
export function AutosaveTextArea({
  name,
  initialValue,
  maxLength,
  hint,
  onSave,
}: AutosaveTextAreaProps) {
  const [value, setValue] = useState(initialValue);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Bumped on every keypress: the outcome of an older save must not overwrite newer typing.
  const generation = useRef(0);
  const pending = useRef<string | null>(null);
  const saveRef = useRef(onSave);
  saveRef.current = onSave;

  useEffect(
    () => () => {
      clearTimeout(saveTimer.current);
      clearTimeout(clearTimer.current);
      // Leaving the tab before the pause ends still keeps what was typed.
      if (pending.current !== null) void saveRef.current(pending.current).catch(() => undefined);
    },
    [],
  );

  function save(content: string) {
    pending.current = null;
    const started = generation.current;
    setStatus({ kind: 'saving' });
    saveRef.current(content).then(
      () => {
        if (generation.current !== started) return;
        setStatus({ kind: 'saved' });
        clearTimer.current = setTimeout(() => setStatus({ kind: 'idle' }), SAVED_MESSAGE_MS);
      },
      (error: unknown) => {
        if (generation.current !== started) return;
        setStatus({ kind: 'failed', message: saveErrorMessage(error) });
      },
    );
  }

  function clearMessage() {
    generation.current += 1;
    clearTimeout(clearTimer.current);
    setStatus({ kind: 'idle' });
  }

  const statusText =
    status.kind === 'saving'
      ? `Updating ${name}...`
      : status.kind === 'saved'
        ? `Updated ${name}`
        : '';

  return (
    <div className="account-autosave">
      <TextArea
        label={name}
        hint={hint}
        value={value}
        maxLength={maxLength}
        count={codePoints}
        warnAt={maxLength - Math.ceil(maxLength / 10)}
        rows={name === 'About' ? 6 : 3}
        error={status.kind === 'failed' ? status.message : undefined}
        onKeyDown={clearMessage}
        onChange={(event) => {
          // The box has already stopped it at the limit, counted in code points.
          const content = event.target.value;
          clearMessage();
          setValue(content);
          pending.current = content;
          clearTimeout(saveTimer.current);
          saveTimer.current = setTimeout(() => save(content), AUTOSAVE_DELAY_MS);
        }}
      />
      <p className="account-autosave__status" role="status" data-state={status.kind}>
        {statusText}
      </p>
    </div>
  );
}
