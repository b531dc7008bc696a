import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { usePortalContainer } from '../../themes';
import './dialog.css';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered as is, e.g. a Button). */
  trigger?: ReactElement;
  title: ReactNode;
  /** Short text under the title, read out when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Action row at the bottom (buttons). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the close button; the button is hidden when false. */
  closeLabel?: string | false;
}

/** Modal dialog: traps focus, closes on Escape and overlay click, returns focus to the trigger. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel = 'Close',
}: DialogProps) {
  const container = usePortalContainer();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className="ui-dialog__overlay" />
        <RadixDialog.Content
          className={`ui-dialog__content ui-dialog__content--${size}`}
          // Without a description Radix warns unless aria-describedby is explicitly unset.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="ui-dialog__header">
            <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>
            {closeLabel !== false && (
              <RadixDialog.Close className="ui-dialog__close" aria-label={closeLabel}>
                <svg
                  viewBox="0 0 16 16"
                  width="16"
                  height="16"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d="M4 4l8 8M12 4l-8 8" />
                </svg>
              </RadixDialog.Close>
            )}
          </div>
          {description && (
            <RadixDialog.Description className="ui-dialog__description">
              {description}
            </RadixDialog.Description>
          )}
          {children && <div className="ui-dialog__body">{children}</div>}
          {footer && <div className="ui-dialog__footer">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps a footer button so pressing it closes the dialog. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
