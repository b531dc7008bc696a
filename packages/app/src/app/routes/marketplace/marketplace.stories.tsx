import { paths } from '../../../config/paths';
import { never, screenParameters, screenStory, serverError } from '../../../testing/screen-story';

export default { title: 'Screens/Marketplace/Marketplace', parameters: screenParameters };

const path = paths.marketplace.list.getHref();

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findByRole('region', { name: 'Recently Released' }),
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/marketplace/data/search')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const Empty = screenStory({
  path: paths.marketplace.list.getHref({ search: 'nothing-matches-this' }),
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { name: 'No Results Found' }),
});

export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/marketplace/data/search')],
  ready: (canvas) => canvas.findByText('[EX5000] Internal Server Error'),
});
