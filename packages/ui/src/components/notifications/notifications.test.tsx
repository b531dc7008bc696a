import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsProvider, useNotifications, type NotificationsApi } from './notifications';

let api: NotificationsApi;

function CaptureApi() {
  api = useNotifications();
  return null;
}

function renderProvider() {
  render(
    <NotificationsProvider>
      <CaptureApi />
    </NotificationsProvider>,
  );
  return screen.getByRole('region', { name: 'Notifications' });
}

const notify = (options: Parameters<NotificationsApi['notify']>[0]) => {
  let id = '';
  act(() => {
    id = api.notify(options);
  });
  return id;
};

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('notifications', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps an empty live region present before anything is shown', () => {
    const region = renderProvider();
    expect(within(region).getByRole('list')).toHaveAttribute('aria-live', 'polite');
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('dismisses a notification after 5 seconds by default', () => {
    renderProvider();
    notify({ message: 'Discord Connection Removed', tone: 'success' });
    expect(screen.getByText('Discord Connection Removed')).toBeInTheDocument();

    advance(4999);
    expect(screen.getByText('Discord Connection Removed')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Discord Connection Removed')).not.toBeInTheDocument();
  });

  it('honours a custom duration and keeps persistent notices', () => {
    renderProvider();
    notify({ message: 'Short', durationMs: 1000 });
    notify({ message: 'This site uses cookies', persistent: true, onClick: () => {} });

    advance(1000);
    expect(screen.queryByText('Short')).not.toBeInTheDocument();
    advance(60_000);
    expect(screen.getByText('This site uses cookies')).toBeInTheDocument();
  });

  it('stacks notifications in arrival order, each with its own timer', () => {
    const region = renderProvider();
    notify({ message: 'First' });
    advance(2000);
    notify({ message: 'Second', tone: 'danger' });

    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['First', 'Second']);
    expect(screen.getByRole('alert')).toHaveTextContent('Second');

    advance(3000);
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Second']);
    advance(2000);
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('runs onClick and dismisses when the notification is clicked', () => {
    renderProvider();
    const onClick = vi.fn();
    notify({ title: 'A New Update is Available', message: 'Click Here to Refresh', onClick });

    fireEvent.click(
      screen.getByRole('button', { name: 'A New Update is Available Click Here to Refresh' }),
    );
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Click Here to Refresh')).not.toBeInTheDocument();
  });

  it('dismisses by id and with the close button', () => {
    renderProvider();
    const id = notify({ message: 'By id', persistent: true });
    notify({ message: 'By button', persistent: true });

    act(() => api.dismiss(id));
    expect(screen.queryByText('By id')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('By button')).not.toBeInTheDocument();
  });

  it('replaces a notification that reuses an id and restarts its timer', () => {
    const region = renderProvider();
    notify({ id: 'sync', message: 'ERROR OCCURED WHILE ATTEMPTING TO SYNC' });
    advance(4000);
    notify({ id: 'sync', message: 'ERROR OCCURED WHILE ATTEMPTING TO SYNC' });

    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    advance(4000);
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    advance(1000);
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('pauses the countdown while the pointer rests on the notification', () => {
    renderProvider();
    notify({ message: 'Hover me' });
    advance(3000);
    fireEvent.pointerEnter(screen.getByRole('listitem'));
    advance(10_000);
    expect(screen.getByText('Hover me')).toBeInTheDocument();

    fireEvent.pointerLeave(screen.getByRole('listitem'));
    advance(1999);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('refuses to work outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CaptureApi />)).toThrow(/NotificationsProvider/);
  });
});
