import { paths } from '../../../config/paths';
import { never, screenParameters, screenStory, serverError } from '../../../testing/screen-story';

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
const failed = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/forums/data/create')],
  // Sent back to /forums: ready once its categories are in.
  ready: (canvas) => canvas.findAllByText(/^\d+ threads?$/),
});

export const Error = {
  ...failed,
  // The error toast comes and goes while /forums loads: no visual baseline (axe still runs).
  parameters: {
    ...failed.parameters,
    visual: { skip: 'the error toast comes and goes while /forums loads' },
  },
};
