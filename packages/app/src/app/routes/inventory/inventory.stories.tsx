import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import {
  answer,
  never,
  screenParameters,
  screenStory,
  serverError,
} from '../../../testing/screen-story';

export default { title: 'Screens/Inventory', parameters: screenParameters };

const path = paths.inventory.getHref();

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findAllByRole('listitem'),
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/character/data/inventory')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const Empty = screenStory({
  path,
  as: 'member',
  handlers: [
    answer('get', '/character/data/inventory', {
      status: 200,
      results: [],
      paging: { current_page: 1, page_size: 24, total_elements: 0 },
    }),
  ],
  ready: (canvas) => canvas.findByText('Your inventory is empty'),
});

export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/character/data/inventory')],
  ready: (canvas) => canvas.findByText('[EX5000] Internal Server Error'),
});

// Interaction: a category tab opened from the screen shows that category's items (or its empty
// state).
export const CategoryTab = screenStory({
  path,
  as: 'member',
  ready: async (canvas) => {
    const tab = await canvas.findByRole('tab', { name: 'Hats' });
    await userEvent.click(tab);
    await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
    const panel = await canvas.findByRole('tabpanel');
    await waitFor(() => expect(within(panel).queryByRole('status')).toBeNull());
    return panel;
  },
});
