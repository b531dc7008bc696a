import { paths } from '../../../config/paths';
import { never, screenParameters, screenStory, serverError } from '../../../testing/screen-story';

// The chat service's return address: one connection attempt, so no empty state.
export default { title: 'Screens/Account/Discord Callback', parameters: screenParameters };

// A code the mock seeds for the chat service's authorize step.
const path = paths.account.discordCallback.getHref('discord-demo-0001');

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Success' }),
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('post', '/connections/discord/authorize')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('post', '/connections/discord/authorize')],
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Failed' }),
});
