import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { usePortalContainer } from '../../themes';
import './tooltip.css';

export interface TooltipProps {
  /** Short supplementary text; never the only place important information lives. */
  content: ReactNode;
  /** A focusable element (button, link) the tooltip describes. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayMs?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Hover/focus tooltip; Escape dismisses it. */
export function Tooltip({
  content,
  children,
  side = 'top',
  delayMs = 300,
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  const container = usePortalContainer();
  return (
    <RadixTooltip.Provider delayDuration={delayMs}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={container}>
          <RadixTooltip.Content
            className="ui-tooltip"
            side={side}
            sideOffset={6}
            collisionPadding={8}
          >
            {content}
            <RadixTooltip.Arrow className="ui-tooltip__arrow" width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
