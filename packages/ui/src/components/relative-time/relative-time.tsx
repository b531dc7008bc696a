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

// One timer for every label on the page: a feed mounts dozens of them with its first render.
const minuteListeners = new Set<() => void>();
let minuteTimer: ReturnType<typeof setInterval> | undefined;

function everyMinute(listener: () => void): () => void {
  minuteListeners.add(listener);
  minuteTimer ??= setInterval(() => {
    for (const minuteListener of minuteListeners) minuteListener();
  }, REFRESH_MS);
  return () => {
    minuteListeners.delete(listener);
    if (minuteListeners.size > 0) return;
    clearInterval(minuteTimer);
    minuteTimer = undefined;
  };
}

export function RelativeTime({ epochSeconds, now, className, ...props }: RelativeTimeProps) {
  const [clock, setClock] = useState(() => Date.now());

  useEffect(() => {
    if (now !== undefined) return;
    return everyMinute(() => setClock(Date.now()));
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
