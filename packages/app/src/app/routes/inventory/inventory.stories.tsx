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
