import { userEvent } from 'storybook/test';
import { paths } from '../../../config/paths';
import { screenParameters, screenStory, serverError } from '../../../testing/screen-story';

// A form that loads nothing: no loading or empty state. Its request is the login itself.
export default { title: 'Screens/Auth/Login', parameters: screenParameters };

const path = paths.login.getHref();

export const Default = screenStory({
  path,
  as: 'guest',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Login' }),
});

export const Error = screenStory({
  path,
  as: 'guest',
  handlers: [serverError('post', '/OAuth2/authorize')],
  ready: async (canvas) => {
    await userEvent.type(await canvas.findByLabelText('Username'), 'member');
    await userEvent.type(canvas.getByLabelText('Password'), 'member-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    return canvas.findByRole('alert');
  },
});
