import { paths } from '../../../config/paths';
import {
  loaded,
  never,
  screenParameters,
  screenStory,
  serverError,
} from '../../../testing/screen-story';

// A form: it has no empty state.
export default { title: 'Screens/Forums/Create Thread', parameters: screenParameters };

const path = paths.forums.createThread.getHref(2);

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'New Thread' }),
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/forums/data/create')],
  ready: (canvas) => canvas.findByRole('status'),
});

// A failed fetch sends the user back; with no history, to the categories (spec 03 §4).
export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/forums/data/create')],
  // Sent back to /forums: ready once its categories are in.
  ready: async (canvas) => {
    await canvas.findAllByText(/^\d+ threads?$/);
    await loaded(canvas);
  },
});
