import * as RadixCollapsible from '@radix-ui/react-collapsible';
import type { ReactNode } from 'react';
import './collapsible.css';

export interface CollapsibleProps {
  /** Text of the toggle button, e.g. "Filters". */
  title: ReactNode;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** A section whose content shows and hides under a full-width toggle (e.g. a filter panel). */
export function Collapsible({
  title,
  children,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: CollapsibleProps) {
  return (
    <RadixCollapsible.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      className={className ? `ui-collapsible ${className}` : 'ui-collapsible'}
    >
      <RadixCollapsible.Trigger className="ui-collapsible__trigger">
        <span>{title}</span>
        <svg
          className="ui-collapsible__chevron"
          width="16"
          height="16"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M4 6l4 4 4-4" />
        </svg>
      </RadixCollapsible.Trigger>
      <RadixCollapsible.Content className="ui-collapsible__content">
        <div className="ui-collapsible__body">{children}</div>
      </RadixCollapsible.Content>
    </RadixCollapsible.Root>
  );
}
