import { userEvent } from 'storybook/test';
import { paths } from '../../../config/paths';
import { screenParameters, screenStory } from '../../../testing/screen-story';

// A form that loads nothing: no loading, empty or error state until it is sent (its field and
// server errors are covered by the register tests).
export default { title: 'Screens/Auth/Register', parameters: screenParameters };

export const Default = screenStory({
  path: paths.register.getHref(),
  as: 'guest',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Register' }),
});

// Interaction: every field's error (spec 01 §5) after submitting empty, then repeated passwords
// that differ.
export const FieldErrors = screenStory({
  path: paths.register.getHref(),
  as: 'guest',
  ready: async (canvas) => {
    await canvas.findByLabelText('Email Address');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await canvas.findByText('Email Address Required');
    await canvas.findByText('Username Required');
    await canvas.findByText('Password Required');
    await canvas.findByText('Please Repeat Password');
    await canvas.findByText('Please Review and Accept the Terms of Service and Privacy Policy');
    await userEvent.type(canvas.getByLabelText('Password'), 'stardust-42');
    await userEvent.type(canvas.getByLabelText('Repeat Password'), 'stardust-43');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    return canvas.findByText("Passwords don't Match");
  },
});
