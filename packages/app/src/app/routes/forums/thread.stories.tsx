import { paths } from '../../../config/paths';
import { never, screenParameters, screenStory, serverError } from '../../../testing/screen-story';

export default { title: 'Screens/Forums/Thread', parameters: screenParameters };

// The seed's big General Discussion thread (47 replies over three pages).
const path = paths.forums.thread.getHref(2, 7);

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) =>
    canvas.findByRole('heading', { level: 1, name: 'Show your best Endless screenshot' }),
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/forums/data/official/thread')],
  ready: (canvas) => canvas.findByRole('status'),
});

// A seeded open thread nobody has answered yet.
export const Empty = screenStory({
  path: paths.forums.thread.getHref(2, 12),
  as: 'member',
  ready: (canvas) => canvas.findByText('No replies yet.'),
});

// Any answer other than 200 sends the user back; with no history, to the categories (spec 03 §8).
export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/forums/data/official/thread')],
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Forums' }),
});
