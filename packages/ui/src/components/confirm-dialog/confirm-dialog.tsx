import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Activity, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { usePortalContainer } from '../../themes';
import { Button, type ButtonVariant } from '../button';
import '../dialog/dialog.css';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog. */
  trigger?: ReactElement;
  /** e.g. "Access Confirmation: Lock Thread". */
  title: ReactNode;
  message: ReactNode;
  /**
   * Runs on Confirm. The dialog closes once it returns (or its promise resolves); when the promise
   * rejects the dialog stays open so the caller can show the error.
   */
  onConfirm: () => void | Promise<void>;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmVariant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /** Confirm stays disabled this long after opening, against double clicks (purchases use 500). */
  confirmDelayMs?: number;
  /** The confirmed action is running: Confirm shows a spinner and nothing can be pressed. */
  busy?: boolean;
  /**
   * Renders the closed dialog ahead, hidden, while the page is idle, so opening it only reveals it
   * (about half the work of a first opening on a slow phone). For a controlled dialog (no
   * `trigger`) the user is likely to open, such as a purchase.
   */
  prerender?: boolean;
}

/** Asks before a consequential action; focus starts on the safe choice (Nevermind). */
export function ConfirmDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  message,
  onConfirm,
  confirmLabel = 'Confirm',
  cancelLabel = 'Nevermind',
  confirmVariant = 'primary',
  confirmDelayMs = 0,
  busy = false,
  prerender = false,
}: ConfirmDialogProps) {
  const container = usePortalContainer();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const [armed, setArmed] = useState(confirmDelayMs <= 0);
  const [confirming, setConfirming] = useState(false);

  // The delay restarts every time the dialog opens; closing disarms it for the next opening.
  useEffect(() => {
    if (!open || confirmDelayMs <= 0) {
      setArmed(confirmDelayMs <= 0);
      return;
    }
    const timer = setTimeout(() => setArmed(true), confirmDelayMs);
    return () => clearTimeout(timer);
  }, [open, confirmDelayMs]);

  const working = busy || confirming;

  const setOpen = (next: boolean) => {
    if (!next && working) return;
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setConfirming(true);
    try {
      await onConfirm();
      setConfirming(false);
      setOpen(false);
    } catch {
      setConfirming(false);
    }
  };

  const dialog = (
    // Prerendered, the dialog stays open inside a hidden Activity: no effects run (no focus trap,
    // scroll lock or aria-hidden) until the Activity is shown.
    <AlertDialog.Root open={prerender || open} onOpenChange={setOpen}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal container={container}>
        <AlertDialog.Overlay
          className="ui-dialog__overlay"
          // Hidden ahead of its opening, it does not cover the page (dialog.css).
          data-prerendered={prerender && !open ? '' : undefined}
        />
        <AlertDialog.Content className="ui-dialog__content ui-dialog__content--sm ui-confirm-dialog">
          <AlertDialog.Title className="ui-dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="ui-confirm-dialog__message">
            {message}
          </AlertDialog.Description>
          <div className="ui-dialog__footer">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={working}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={confirmVariant}
              busy={working}
              disabled={!armed}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
  return prerender ? <Activity mode={open ? 'visible' : 'hidden'}>{dialog}</Activity> : dialog;
}
