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
export default { title: 'Screens/Forums/Create Reply', parameters: screenParameters };

const path = paths.forums.createReply.getHref(2, 7);

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'New Reply' }),
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

// Interaction: the form's error line (spec 03 §5) after submitting empty, then too short.
export const FieldErrors = screenStory({
  path,
  as: 'member',
  ready: async (canvas) => {
    const content = await canvas.findByLabelText('Content');
    const error =
      '[OF1001] Content needs to be at least 10 characters and no longer than 3000 characters';
    await userEvent.click(canvas.getByRole('button', { name: 'Post Reply' }));
    await canvas.findByText(error);
    await userEvent.type(content, 'Too short');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Reply' }));
    const line = await canvas.findByText(error);
    // The submit moved focus to the long content field; on the button, the shot shows the line.
    canvas.getByRole('button', { name: 'Post Reply' }).focus();
    return line;
  },
});
