import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { onFirstUse } from '../../lib/on-first-use';
import './countdown.css';

const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

type Unit = (typeof UNITS)[number][0];

const unitFormats = (unitDisplay: 'narrow' | 'long') =>
  onFirstUse(
    () =>
      Object.fromEntries(
        UNITS.map(([unit]) => [
          unit,
          new Intl.NumberFormat('en-US', { style: 'unit', unit, unitDisplay }),
        ]),
      ) as Record<Unit, Intl.NumberFormat>,
  );
const narrow = unitFormats('narrow');
const long = unitFormats('long');
const list = onFirstUse(() => new Intl.ListFormat('en-US', { style: 'long', type: 'unit' }));

/** Splits seconds into days, hours, minutes and seconds, leaving out leading zero units. */
function split(totalSeconds: number): [Unit, number][] {
  let rest = totalSeconds;
  const parts = UNITS.map(([unit, size]): [Unit, number] => {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    return [unit, amount];
  });
  const first = parts.findIndex(([, amount]) => amount > 0);
  return first === -1 ? parts.slice(-1) : parts.slice(first);
}

/** "2d 3h 4m 5s" */
export function formatCountdown(totalSeconds: number): string {
  return split(totalSeconds)
    .map(([unit, amount]) => narrow()[unit].format(amount))
    .join(' ');
}

/** "2 days, 3 hours, 4 minutes, 5 seconds" */
export function describeCountdown(totalSeconds: number): string {
  return list().format(split(totalSeconds).map(([unit, amount]) => long()[unit].format(amount)));
}

export interface CountdownProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** When the countdown ends, in epoch seconds. */
  target: number;
  /** Shown once the target has passed, e.g. "Sale Time Expired". */
  expiredText: ReactNode;
  /** Called once when the countdown reaches zero (also when mounted already expired). */
  onExpire?: () => void;
}

const TICK_MS = 1000;

export function Countdown({ target, expiredText, onExpire, className, ...props }: CountdownProps) {
  const [nowMs, setNowMs] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil(target - nowMs / 1000));
  const expired = remaining === 0;

  // Each tick re-reads the clock, so a throttled background tab never drifts.
  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNowMs(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [expired]);

  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  const firedFor = useRef<number | null>(null);
  useEffect(() => {
    if (expired && firedFor.current !== target) {
      firedFor.current = target;
      onExpireRef.current?.();
    }
  }, [expired, target]);

  // A new target in the future restarts the clock reading straight away.
  useEffect(() => {
    setNowMs(Date.now());
  }, [target]);

  const classes = ['ui-countdown', expired && 'ui-countdown--expired', className]
    .filter(Boolean)
    .join(' ');
  if (expired) {
    return (
      <span className={classes} {...props}>
        {expiredText}
      </span>
    );
  }
  // role="timer" is not live by default, so screen readers are not flooded every second.
  return (
    <span role="timer" aria-label={describeCountdown(remaining)} className={classes} {...props}>
      <span aria-hidden="true">{formatCountdown(remaining)}</span>
    </span>
  );
}
