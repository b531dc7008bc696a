import type { HTMLAttributes, ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  /** The heading element; pick the level that fits the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  children?: ReactNode;
  /** A way forward, e.g. a link to the marketplace. */
  action?: ReactNode;
  /** Replaces the default empty-box illustration; decorative. */
  icon?: ReactNode;
}

function EmptyBox() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <path
        d="M6 18 24 9l18 9v17L24 44 6 35z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="m6 18 18 9 18-9M24 27v17"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function EmptyState({
  title,
  titleAs: Title = 'h2',
  children,
  action,
  icon,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div className={['ui-empty-state', className].filter(Boolean).join(' ')} {...props}>
      <div className="ui-empty-state__icon">{icon ?? <EmptyBox />}</div>
      <Title className="ui-empty-state__title">{title}</Title>
      {children !== undefined && <div className="ui-empty-state__text">{children}</div>}
      {action !== undefined && <div className="ui-empty-state__action">{action}</div>}
    </div>
  );
}
