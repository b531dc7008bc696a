import { paths } from '../../../config/paths';
import {
  answer,
  never,
  screenParameters,
  screenStory,
  serverError,
} from '../../../testing/screen-story';

// The chat service's return address: one connection attempt, so no empty state.
export default { title: 'Screens/Account/Discord Callback', parameters: screenParameters };

// A code the mock seeds for the chat service's authorize step.
const path = paths.account.discordCallback.getHref('discord-demo-0001');

export const Default = screenStory({
  path,
  as: 'member',
  // The seeded code's answer, fixed: the story mounts again for every theme and check, and the
  // last mount's request, reaching the mock after this mount's fresh seed, would use its code up
  // (a story check failed so on a loaded machine). The mock's own connect is the journeys' part.
  handlers: [
    answer('post', '/connections/discord/authorize', {
      status: 200,
      discord: { state: 1, username: 'endless_player#1000' },
    }),
  ],
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
