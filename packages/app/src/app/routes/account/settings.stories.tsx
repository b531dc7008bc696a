import { paths } from '../../../config/paths';
import { never, screenParameters, screenStory, serverError } from '../../../testing/screen-story';

// Every account has settings: the screen has no empty state.
export default { title: 'Screens/Account/Settings', parameters: screenParameters };

const path = paths.account.settings.getHref();

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findByRole('tab', { name: 'General', selected: true }),
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/account/data/settings')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/account/data/settings')],
  ready: (canvas) => canvas.findByRole('heading', { name: 'Settings unavailable' }),
});
