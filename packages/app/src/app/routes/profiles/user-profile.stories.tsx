import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { never, screenParameters, screenStory, serverError } from '../../../testing/screen-story';

// One profile: it has no empty state (a private profile is its own notice, below).
export default { title: 'Screens/Profiles/User Profile', parameters: screenParameters };

// member looks at backer's profile (persona ids 1 and 5).
const path = paths.users.profile.getHref(5);

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: /backer/ }),
});

export const Private = screenStory({
  path: paths.users.profile.getHref(4),
  as: 'member',
  ready: (canvas) => canvas.findByText('User has made their account private.'),
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/main/data/user')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/main/data/user')],
  ready: (canvas) => canvas.findByRole('heading', { name: 'Profile Unavailable' }),
});

// Interaction: the relation menu (More) opened: Report and Block (spec 01 §2).
const relationMenuOpen = screenStory({
  path,
  as: 'member',
  ready: async (canvas) => {
    await canvas.findByRole('heading', { level: 1, name: /backer/ });
    await userEvent.click(await canvas.findByRole('button', { name: 'More' }));
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Report' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Block' })).toBeVisible();
    return menu;
  },
});
// The menu is modal: focus stays in it while Radix aria-hides the rest of the page (whose links
// stay focusable, so axe's aria-hidden-focus would flag it), as in Overlays/DropdownMenu's
// ProfileActions. The check covers the menu; the page behind it is checked in Default.
export const RelationMenuOpen = {
  ...relationMenuOpen,
  parameters: { ...relationMenuOpen.parameters, a11y: { context: '.ui-dropdown-menu' } },
};
