import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { NotificationsProvider, useNotifications, type NotifyOptions } from './notifications';

const meta = {
  title: 'Feedback/Notifications',
  component: NotificationsProvider,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Toasts (Radix Toast): `NotificationsProvider` once at the app root, then `useNotifications().notify()` to show one with a tone, optional title, click action and duration.\n\n**Use** for passing confirmations ("Settings saved") and background events. **Don\'t** put errors the user must act on in a toast; show them beside the cause.',
      },
    },
  },
  decorators: [
    (Story) => (
      <NotificationsProvider>
        <Story />
      </NotificationsProvider>
    ),
  ],
} satisfies Meta<typeof NotificationsProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const examples: Record<string, NotifyOptions> = {
  Info: { message: 'Discord Connection Refreshed' },
  Success: { tone: 'success', message: 'Email Verification Successfully Resent' },
  Warning: { tone: 'warning', message: 'No Connection Token Found' },
  Danger: { tone: 'danger', message: 'ERROR OCCURED WHILE ATTEMPTING TO SYNC' },
  'Long text': {
    tone: 'danger',
    title: 'Purchase failed',
    message:
      'An error occured while attempting to refresh the connection. Try again later. If this keeps happening, contact Support with the time of the attempt.',
  },
};

function Triggers() {
  const { notify } = useNotifications();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {Object.entries(examples).map(([name, options]) => (
        <Button key={name} variant="secondary" onClick={() => notify(options)}>
          {name}
        </Button>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          notify({
            title: 'A New Update is Available',
            message: 'Click Here to Refresh',
            onClick: () => {},
            persistent: true,
          })
        }
      >
        Update available
      </Button>
    </div>
  );
}

/** Click a button to show a notification; they stack and leave after 5 seconds. */
export const Playground: Story = { render: () => <Triggers /> };

/** Interaction: a click shows a toast with its tone's text; it stays until its time is up. */
export const ShownOnClick: Story = {
  render: () => <Triggers />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    // The toast list (Radix Toast's viewport), not the screen-reader announcement of its text.
    const region = await within(canvasElement.ownerDocument.body).findByRole('region', {
      name: 'Notifications',
    });
    const toast = await within(region).findByText('Email Verification Successfully Resent');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** Shows notifications on load so every tone can be looked at (they stay for the screenshot). */
function Showcase({ items }: { items: NotifyOptions[] }) {
  const { notify } = useNotifications();
  const shown = useRef(false);
  useEffect(() => {
    // Guards against React's development double-invocation of effects.
    if (shown.current) return;
    shown.current = true;
    for (const item of items) notify({ ...item, persistent: true });
  }, [items, notify]);
  return <Triggers />;
}

export const EveryTone: Story = {
  render: () => <Showcase items={Object.values(examples)} />,
};

export const CookieNotice: Story = {
  render: () => (
    <Showcase
      items={[
        {
          message:
            'This site uses cookies. By continuing to use the site you agree to their use. Click to dismiss.',
          onClick: () => {},
        },
      ]}
    />
  ),
};

export const UpdateAvailable: Story = {
  render: () => (
    <Showcase
      items={[
        { title: 'A New Update is Available', message: 'Click Here to Refresh', onClick: () => {} },
      ]}
    />
  ),
};
