import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, describeCountdown, formatCountdown } from './countdown';

const NOW_MS = Date.UTC(2024, 5, 1, 12, 0, 0);
const now = NOW_MS / 1000;
const tick = (ms = 1000) => act(() => vi.advanceTimersByTime(ms));

describe('formatCountdown', () => {
  it('drops leading zero units', () => {
    expect(formatCountdown(2 * 86400 + 3 * 3600 + 4 * 60 + 5)).toBe('2d 3h 4m 5s');
    expect(formatCountdown(3600)).toBe('1h 0m 0s');
    expect(formatCountdown(59)).toBe('59s');
    expect(describeCountdown(86400 + 1)).toBe('1 day, 0 hours, 0 minutes, 1 second');
  });
});

describe('Countdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW_MS }));
  afterEach(() => vi.useRealTimers());

  it('ticks every second and calls onExpire once at zero', () => {
    const onExpire = vi.fn();
    render(<Countdown target={now + 3} expiredText="Sale Time Expired" onExpire={onExpire} />);
    expect(screen.getByRole('timer')).toHaveTextContent('3s');
    expect(screen.getByRole('timer')).toHaveAccessibleName('3 seconds');

    tick();
    expect(screen.getByRole('timer')).toHaveTextContent('2s');
    tick();
    expect(screen.getByRole('timer')).toHaveTextContent('1s');
    expect(onExpire).not.toHaveBeenCalled();

    tick();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Sale Time Expired')).toBeInTheDocument();
    expect(onExpire).toHaveBeenCalledTimes(1);

    tick(10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('shows the expired text and reports expiry when mounted after the target', () => {
    const onExpire = vi.fn();
    render(<Countdown target={now - 5} expiredText="Sale Time Expired" onExpire={onExpire} />);
    expect(screen.getByText('Sale Time Expired')).toBeInTheDocument();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('starts again when given a new target', () => {
    const onExpire = vi.fn();
    const { rerender } = render(
      <Countdown target={now + 1} expiredText="Expired" onExpire={onExpire} />,
    );
    tick();
    expect(onExpire).toHaveBeenCalledTimes(1);

    rerender(<Countdown target={now + 61} expiredText="Expired" onExpire={onExpire} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1m 0s');
    tick(60_000);
    expect(onExpire).toHaveBeenCalledTimes(2);
  });
});
