import { userEvent } from 'storybook/test';
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

// Interaction: the field errors (spec 02 §5) after submitting empty, then a password too short and
// a repeat that differs.
export const FieldErrors = screenStory({
  path,
  as: 'guest',
  ready: async (canvas) => {
    const pwd = await canvas.findByLabelText('New Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await canvas.findByText('Password Required');
    await canvas.findByText('Please Repeat Password');
    await userEvent.type(pwd, 'abc');
    await userEvent.type(canvas.getByLabelText('Repeat Password'), 'abd');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await canvas.findByText('Password Too Short');
    const mismatch = await canvas.findByText("Passwords don't Match");
    // On the repeat field, the shot shows both fields' errors.
    canvas.getByLabelText('Repeat Password').focus();
    return mismatch;
  },
});
