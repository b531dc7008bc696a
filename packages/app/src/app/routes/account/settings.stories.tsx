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

// Interaction: Security tab → the password change's errors (spec 02 §5): a wrong current password;
// once confirmed, a new one too short (the product's own wrong text), then the current one again
// with a repeat that differs.
export const PasswordChangeErrors = screenStory({
  path,
  as: 'member',
  ready: async (canvas) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Security' }));
    const current = await canvas.findByLabelText('Current Password');
    await userEvent.type(current, 'wrong-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Password' }));
    await canvas.findByText('Invalid Password');
    await userEvent.clear(current);
    await userEvent.type(current, 'member-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Password' }));
    const newPwd = await canvas.findByLabelText('New Password');
    await userEvent.type(newPwd, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    await canvas.findByText('Invalid Email Address');
    await userEvent.clear(newPwd);
    await userEvent.type(newPwd, 'member-pass');
    await userEvent.type(canvas.getByLabelText('Repeat New Password'), 'member-pas');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    await canvas.findByText('Updated Passwords cannot match current password');
    return canvas.findByText('Passwords do not match');
  },
});

// Interaction: Security tab → the e-mail change's errors (spec 02 §5): a malformed current address;
// once confirmed, the current address again as the new one, with a repeat that differs.
export const EmailChangeErrors = screenStory({
  path,
  as: 'member',
  ready: async (canvas) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Security' }));
    const current = await canvas.findByLabelText('Current Email');
    await userEvent.type(current, 'member@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Email' }));
    await canvas.findByText('Invalid Email Address');
    await userEvent.clear(current);
    await userEvent.type(current, 'member@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Email' }));
    await userEvent.type(await canvas.findByLabelText('New Email'), 'member@example.com');
    await userEvent.type(canvas.getByLabelText('Repeat New Email'), 'member@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Email' }));
    await canvas.findByText('Updated email cannot match current email');
    return canvas.findByText("Email's do not match");
  },
});
