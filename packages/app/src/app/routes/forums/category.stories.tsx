import { paths } from '../../../config/paths';
import {
  answer,
  never,
  screenParameters,
  loaded,
  screenStory,
  serverError,
} from '../../../testing/screen-story';

export default { title: 'Screens/Forums/Category', parameters: screenParameters };

// General Discussion: the seed's busiest category (three pages of threads).
const path = paths.forums.category.getHref(2);

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'General Discussion' }),
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/forums/data/official/threads')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const Empty = screenStory({
  path,
  as: 'member',
  handlers: [
    answer('get', '/forums/data/official/threads', {
      status: 200,
      category_name: 'General Discussion',
      thread_count: 0,
      pinned: [],
      threads: [],
    }),
  ],
  ready: (canvas) => canvas.findByText("Looks like it's empty Chief."),
});

// Any answer other than 200 sends the user back; with no history, to the categories (spec 03 §8).
export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/forums/data/official/threads')],
  // Sent back to /forums: ready once its categories are in.
  ready: async (canvas) => {
    await canvas.findAllByText(/^\d+ threads?$/);
    await loaded(canvas);
  },
});
