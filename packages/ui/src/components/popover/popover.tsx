import * as RadixPopover from '@radix-ui/react-popover';
import { useId, type ReactElement, type ReactNode } from 'react';
import { usePortalContainer } from '../../themes';
import './popover.css';

export interface PopoverProps {
  /** The button that opens the popover. */
  trigger: ReactElement;
  /** Heading of the panel; also its accessible name. */
  title: ReactNode;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/** Non-modal panel anchored to its trigger; Escape or an outside click closes it. */
export function Popover({
  trigger,
  title,
  children,
  side = 'bottom',
  align = 'center',
  open,
  defaultOpen,
  onOpenChange,
  closeLabel = 'Close',
}: PopoverProps) {
  const container = usePortalContainer();
  const titleId = `ui-popover-title-${useId()}`;
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal container={container}>
        <RadixPopover.Content
          className="ui-popover"
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={titleId}
        >
          <div className="ui-popover__header">
            <p id={titleId} className="ui-popover__title">
              {title}
            </p>
            <RadixPopover.Close className="ui-popover__close" aria-label={closeLabel}>
              <svg
                viewBox="0 0 16 16"
                width="14"
                height="14"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M4 4l8 8M12 4l-8 8" />
              </svg>
            </RadixPopover.Close>
          </div>
          <div className="ui-popover__body">{children}</div>
          <RadixPopover.Arrow className="ui-popover__arrow" width={12} height={6} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
