import { errorMessage } from '@endless/client';
import { useCallback, useRef, useState } from 'react';

/** A confirmed forum action: what the dialog says, the call, and what follows its success. */
export interface ForumAction {
  title: string;
  message: string;
  danger?: boolean;
  run: () => Promise<void>;
  onSuccess: () => void | Promise<void>;
}

/**
 * One confirmation at a time for the author's lock and the staff actions. A submit-in-progress
 * flag blocks repeats until the call ends; a failure (an answer of 400 or more, or no answer) is
 * logged as "[code] text" and the action can be tried again (spec 03 §4, §8).
 */
export function useForumAction() {
  const [pending, setPending] = useState<ForumAction | null>(null);
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);

  const confirm = useCallback(async () => {
    if (!pending || submitting.current) return;
    submitting.current = true;
    setBusy(true);
    try {
      await pending.run();
      await pending.onSuccess();
    } catch (error) {
      console.warn(errorMessage(error));
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }, [pending]);

  const onOpenChange = useCallback((open: boolean) => {
    if (!open && !submitting.current) setPending(null);
  }, []);

  return { pending, busy, ask: setPending, confirm, onOpenChange };
}
