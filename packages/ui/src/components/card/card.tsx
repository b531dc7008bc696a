import { Slot, Slottable } from '@radix-ui/react-slot';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import './card.css';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  header?: ReactNode;
  footer?: ReactNode;
  /** Renders the single child (e.g. a link) as the card, keeping header and footer inside it. */
  asChild?: boolean;
  /** Hover and focus styling for a card that is itself a link or button. */
  interactive?: boolean;
  padding?: 'none' | 'sm' | 'md' | 'lg';
  ref?: Ref<HTMLDivElement>;
}

export function Card({
  header,
  footer,
  asChild = false,
  interactive = false,
  padding = 'md',
  className,
  children,
  ...props
}: CardProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      className={[
        'ui-card',
        `ui-card--pad-${padding}`,
        interactive && 'ui-card--interactive',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      {...props}
    >
      {header !== undefined && <div className="ui-card__header">{header}</div>}
      <Slottable>{children}</Slottable>
      {footer !== undefined && <div className="ui-card__footer">{footer}</div>}
    </Comp>
  );
}
