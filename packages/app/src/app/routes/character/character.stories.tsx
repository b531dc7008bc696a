import { expect, userEvent } from 'storybook/test';
import { paths } from '../../../config/paths';
import { never, screenParameters, screenStory, serverError } from '../../../testing/screen-story';

// The character always exists; its empty inventory is covered by Screens/Inventory.
export default { title: 'Screens/Character', parameters: screenParameters };

const path = paths.character.getHref();

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Customize Character' }),
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/character/data/character')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/character/data/character')],
  ready: (canvas) => canvas.findByText('Your character could not be loaded'),
});

// Interaction: the colour picker set to the eyes, then a hex code applied empty and too short: its
// errors (spec 02 §5).
export const ColourPickerErrors = screenStory({
  path,
  as: 'member',
  ready: async (canvas) => {
    const eyes = await canvas.findByRole('radio', { name: 'Eyes' });
    await userEvent.click(eyes);
    await expect(eyes).toBeChecked();
    const hex = canvas.getByLabelText('Hex Color Code');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await canvas.findByText('Enter a Hex Color Code First');
    await userEvent.type(hex, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    return canvas.findByText('Invalid Hex Color Code');
  },
});
