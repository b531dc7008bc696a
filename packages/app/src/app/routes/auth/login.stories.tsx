import { expect, userEvent } from 'storybook/test';
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
    // From the keyboard: the form's code, loaded at the first focus, replaces the stand-in's
    // fields when it arrives, and a field or button found before that would be a detached one.
    (await canvas.findByLabelText('Username')).focus();
    await userEvent.keyboard('member');
    await userEvent.tab();
    await userEvent.keyboard('member-pass{Enter}');
    return canvas.findByRole('alert');
  },
});

// Interaction: the field errors (spec 01 §5) after submitting empty, then too short.
export const FieldErrors = screenStory({
  path,
  as: 'guest',
  ready: async (canvas) => {
    const username = await canvas.findByLabelText('Username');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await canvas.findByText("Username Can't be Left Empty");
    await canvas.findByText("Password Can't be Left Empty");
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(username, 'ab');
    await userEvent.type(canvas.getByLabelText('Password'), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await canvas.findByText('Username is Too Short');
    return canvas.findByText('Password is Too Short');
  },
});

// Interaction: "Forgot password?" turns the panel into the reset request; its field errors.
export const ForgotPasswordErrors = screenStory({
  path,
  as: 'guest',
  ready: async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Forgot password?' }));
    const input = await canvas.findByLabelText('Username or Email Address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await canvas.findByText("Can't be left Empty");
    await userEvent.type(input, 'not an address!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    return canvas.findByText('Invalid Username/Email Address');
  },
});
