import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { never, screenParameters, screenStory, serverError } from '../../../testing/screen-story';

// Every account has settings: the screen has no empty state.
export default { title: 'Screens/Account/Settings', parameters: screenParameters };

const path = paths.account.settings.getHref();

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findByRole('tab', { name: 'General', selected: true }),
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/account/data/settings')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/account/data/settings')],
  ready: (canvas) => canvas.findByRole('heading', { name: 'Settings unavailable' }),
});

// Interaction: Connections tab → Manage (dialog) → Refresh: a toast says so; Close leaves it on
// the screen.
export const DiscordRefreshedToast = screenStory({
  path,
  as: 'backer',
  ready: async (canvas) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Connections' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Manage Discord Connection' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    // The toast's list sits outside the modal dialog, hidden from the accessibility tree until it
    // closes: found by its text.
    const toast = await canvas.findByText('Discord Connection Refreshed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(toast).toBeVisible());
    return toast;
  },
});
