import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RelativeTime, formatRelativeTime } from './relative-time';

const NOW_MS = Date.UTC(2024, 5, 1, 12, 0, 0);
const nowSeconds = NOW_MS / 1000;
const ago = (seconds: number) => formatRelativeTime(nowSeconds - seconds, NOW_MS);

describe('formatRelativeTime', () => {
  it.each([
    [0, 'Just Now'],
    [59, 'Just Now'],
    [60, '1 minute ago'],
    [59 * 60 + 59, '59 minutes ago'],
    [60 * 60, '1 hour ago'],
    [23 * 3600, '23 hours ago'],
    [24 * 3600 - 1, '23 hours ago'],
    [24 * 3600, '1 day ago'],
    [30 * 86400, '30 days ago'],
  ])('%i s ago → %s', (seconds, expected) => {
    expect(ago(seconds)).toBe(expected);
  });

  it('shows the date after 30 days', () => {
    // 2024-06-01 12:00 UTC minus 30 days and one second is 2024-05-02 11:59:59 UTC.
    expect(ago(30 * 86400 + 1)).toBe('May 2, 2024');
  });

  it('reads a future time as Just Now', () => {
    expect(ago(-120)).toBe('Just Now');
  });
});

describe('RelativeTime', () => {
  afterEach(() => vi.useRealTimers());

  it('renders a machine-readable time', () => {
    render(<RelativeTime epochSeconds={nowSeconds - 120} now={NOW_MS} />);
    const time = screen.getByText('2 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2024-06-01T11:58:00.000Z');
  });

  it('refreshes every minute when no now is given', () => {
    vi.useFakeTimers({ now: NOW_MS });
    render(<RelativeTime epochSeconds={nowSeconds - 30} />);
    expect(screen.getByText('Just Now')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('1 minute ago')).toBeInTheDocument();
  });

  it('refreshes every label on the page from one timer', () => {
    vi.useFakeTimers({ now: NOW_MS });
    const { unmount } = render(
      <>
        <RelativeTime epochSeconds={nowSeconds - 30} />
        <RelativeTime epochSeconds={nowSeconds - 90} />
        <RelativeTime epochSeconds={nowSeconds - 150} />
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('1 minute ago')).toBeInTheDocument();
    expect(screen.getByText('2 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('3 minutes ago')).toBeInTheDocument();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
