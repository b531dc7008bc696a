import { expect, userEvent } from 'storybook/test';
import { paths } from '../../../config/paths';
import { never, screenParameters, screenStory, serverError } from '../../../testing/screen-story';

// The dashboard always greets the account, so it has no empty state of its own.
export default { title: 'Screens/Dashboard', parameters: screenParameters };

const path = paths.dashboard.getHref();

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Welcome back, member' }),
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/main/data/dashboard')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/main/data/dashboard')],
  ready: (canvas) => canvas.findByText('[EX5000] Internal Server Error'),
});

// Interaction: the header's settings menu opened from the dashboard (spec 01 §2).
export const SettingsMenuOpen = screenStory({
  path,
  as: 'member',
  ready: async (canvas) => {
    await canvas.findByRole('heading', { level: 1, name: 'Welcome back, member' });
    await userEvent.click(canvas.getByRole('button', { name: 'Settings menu' }));
    const menu = await canvas.findByRole('menu');
    await expect(menu).toHaveTextContent('Profile');
    await expect(menu).toHaveTextContent('Logout');
    return menu;
  },
});
