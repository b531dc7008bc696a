import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import {
  answer,
  never,
  screenParameters,
  screenStory,
  serverError,
} from '../../../testing/screen-story';

export default { title: 'Screens/Friends/Users', parameters: screenParameters };

const path = paths.users.list.getHref();

// Opens on Pending Friends: member has incoming requests.
export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findAllByRole('listitem'),
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/main/data/users/relations')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const Empty = screenStory({
  path,
  as: 'member',
  handlers: [
    answer('get', '/main/data/users/relations', {
      status: 200,
      pending: [],
      current: [],
      following: [],
      followers: [],
      counts: { count_pending: 0, count_friends: 0, count_following: 0, count_followers: 0 },
    }),
  ],
  ready: (canvas) => canvas.findByRole('heading', { name: 'No Pending Friends' }),
});

// A failed load is logged, and the lists show as empty (the search still works).
export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/main/data/users/relations')],
  ready: (canvas) => canvas.findByRole('heading', { name: 'No Pending Friends' }),
});

// Interaction: a username typed into the search: the Search Results view lists the match.
export const SearchResults = screenStory({
  path,
  as: 'member',
  ready: async (canvas) => {
    // The pending list in first (the shell's own list items come before the screen's).
    await within(await canvas.findByRole('tabpanel')).findAllByRole('listitem');
    await userEvent.type(canvas.getByLabelText('Search Users'), 'backer');
    const tab = await canvas.findByRole('tab', { name: /Search Results/ });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = await canvas.findByRole('tabpanel');
    // On the result, as from the keyboard: the shot shows the list below the search field.
    (await within(panel).findByRole('link', { name: 'backer' })).focus();
    return panel;
  },
});
