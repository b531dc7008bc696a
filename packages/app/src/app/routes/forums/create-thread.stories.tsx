import { userEvent } from 'storybook/test';
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

// Interaction: the form's error line (spec 03 §5) after submitting empty (the title's), then with a
// title and a content too short (the content's).
export const FieldErrors = screenStory({
  path,
  as: 'member',
  ready: async (canvas) => {
    const title = await canvas.findByLabelText('Title');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Thread' }));
    await canvas.findByText(
      '[OF1001] Title needs to be at least 5 characters and no longer than 50 characters',
    );
    await userEvent.type(title, 'Meetup at the fountain');
    await userEvent.type(canvas.getByLabelText('Content'), 'Who comes');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Thread' }));
    const line = await canvas.findByText(
      '[OF1001] Content needs to be at least 10 characters and no longer than 3000 characters',
    );
    // The submit moved focus to the long content field; on the button, the shot shows the line.
    canvas.getByRole('button', { name: 'Post Thread' }).focus();
    return line;
  },
});
