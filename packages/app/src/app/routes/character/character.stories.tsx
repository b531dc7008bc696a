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
