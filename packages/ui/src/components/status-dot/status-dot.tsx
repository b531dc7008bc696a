import type { HTMLAttributes } from 'react';
import './status-dot.css';

/** The platform's online status: 3 online, 2 away, 1 busy, 0 offline. */
export type OnlineStatusValue = 0 | 1 | 2 | 3;

const statuses = {
  3: { name: 'online', label: 'Online' },
  2: { name: 'away', label: 'Away' },
  1: { name: 'busy', label: 'Busy' },
  0: { name: 'offline', label: 'Offline' },
} as const;

/** Unknown values read as offline rather than breaking the page. */
function describe(status: number) {
  return statuses[status as OnlineStatusValue] ?? statuses[0];
}

export function onlineStatusLabel(status: number): string {
  return describe(status).label;
}

export interface StatusDotProps extends HTMLAttributes<HTMLSpanElement> {
  status: number;
  /** Overrides the default "Online" / "Away" / "Busy" / "Offline". */
  label?: string;
  /** Shows the label as text beside the dot instead of only naming it for screen readers. */
  showLabel?: boolean;
}

export function StatusDot({
  status,
  label,
  showLabel = false,
  className,
  ...props
}: StatusDotProps) {
  const { name, label: defaultLabel } = describe(status);
  const text = label ?? defaultLabel;
  const classes = ['ui-status-dot', `ui-status-dot--${name}`, className].filter(Boolean).join(' ');
  if (showLabel) {
    return (
      <span className={classes} {...props}>
        <span className="ui-status-dot__dot" aria-hidden="true" />
        <span className="ui-status-dot__label">{text}</span>
      </span>
    );
  }
  return (
    <span role="img" aria-label={text} title={text} className={classes} {...props}>
      <span className="ui-status-dot__dot" />
    </span>
  );
}
