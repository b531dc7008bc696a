import { paths } from '../../../config/paths';
import { never, screenParameters, screenStory, serverError } from '../../../testing/screen-story';

// One profile: it has no empty state (a private profile is its own notice, below).
export default { title: 'Screens/Profiles/User Profile', parameters: screenParameters };

// member looks at backer's profile (persona ids 1 and 5).
const path = paths.users.profile.getHref(5);

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: /backer/ }),
});

export const Private = screenStory({
  path: paths.users.profile.getHref(4),
  as: 'member',
  ready: (canvas) => canvas.findByText('User has made their account private.'),
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/main/data/user')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/main/data/user')],
  ready: (canvas) => canvas.findByRole('heading', { name: 'Profile Unavailable' }),
});
