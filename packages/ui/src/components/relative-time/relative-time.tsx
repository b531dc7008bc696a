import { useEffect, useState, type HTMLAttributes } from 'react';
import './relative-time.css';
import { formatLongDateTime, formatMediumDate, formatTimeAgo } from '../../lib/format';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MAX_RELATIVE = 30 * DAY;

/**
 * "Just Now" under 60 s, then minutes, hours and days ago up to 30 days, then the date.
 * Times in the future (clock skew) read as "Just Now".
 */
export function formatRelativeTime(epochSeconds: number, nowMs: number): string {
  const elapsed = Math.floor(nowMs / 1000) - epochSeconds;
  if (elapsed < MINUTE) return 'Just Now';
  if (elapsed < HOUR) return formatTimeAgo(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return formatTimeAgo(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed <= MAX_RELATIVE) return formatTimeAgo(Math.floor(elapsed / DAY), 'day');
  return formatMediumDate(new Date(epochSeconds * 1000));
}

export interface RelativeTimeProps extends Omit<HTMLAttributes<HTMLTimeElement>, 'children'> {
  epochSeconds: number;
  /** Fixes "now" (ms); without it the label refreshes every minute. */
  now?: number;
}

const REFRESH_MS = 60_000;

export function RelativeTime({ epochSeconds, now, className, ...props }: RelativeTimeProps) {
  const [clock, setClock] = useState(() => Date.now());

  useEffect(() => {
    if (now !== undefined) return;
    const timer = setInterval(() => setClock(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, [now]);

  const ms = epochSeconds * 1000;
  return (
    <time
      className={['ui-relative-time', className].filter(Boolean).join(' ')}
      dateTime={new Date(ms).toISOString()}
      title={formatLongDateTime(new Date(ms))}
      {...props}
    >
      {formatRelativeTime(epochSeconds, now ?? clock)}
    </time>
  );
}
