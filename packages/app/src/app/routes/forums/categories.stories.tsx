import { paths } from '../../../config/paths';
import {
  answer,
  never,
  screenParameters,
  screenStory,
  serverError,
} from '../../../testing/screen-story';

export default { title: 'Screens/Forums/Categories', parameters: screenParameters };

const path = paths.forums.categories.getHref();

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findByRole('link', { name: /General Discussion/ }),
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/forums/data/categories')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const Empty = screenStory({
  path,
  as: 'member',
  handlers: [answer('get', '/forums/data/categories', { status: 200, o_categories: [] })],
  ready: (canvas) => canvas.findByRole('heading', { name: 'No categories yet' }),
});

export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/forums/data/categories')],
  ready: (canvas) => canvas.findByText('The categories could not be loaded'),
});
