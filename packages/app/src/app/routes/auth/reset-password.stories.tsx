import { paths } from '../../../config/paths';
import { never, screenParameters, screenStory, serverError } from '../../../testing/screen-story';

// One reset link: the screen has no empty state.
export default { title: 'Screens/Auth/Reset Password', parameters: screenParameters };

// The reset link the mock seeds for member.
const path = paths.resetPassword.getHref(1, 'reset-member-0001');

export const Default = screenStory({
  path,
  as: 'guest',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Reset Your Password' }),
});

export const Loading = screenStory({
  path,
  as: 'guest',
  handlers: [never('post', '/OAuth2/reset/validate')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const InvalidLink = screenStory({
  path: paths.resetPassword.getHref(1, 'expired-token'),
  as: 'guest',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Reset Link Invalid' }),
});

export const Error = screenStory({
  path,
  as: 'guest',
  handlers: [serverError('post', '/OAuth2/reset/validate')],
  ready: (canvas) => canvas.findByText('[EX5000] Internal Server Error'),
});
