import { paths } from '../../../config/paths';
import { never, screenParameters, screenStory, serverError } from '../../../testing/screen-story';

// One account's verification: the screen has no empty state.
export default { title: 'Screens/Account/Verify', parameters: screenParameters };

const path = paths.account.verify.getHref();

export const Default = screenStory({
  path,
  as: 'unverified',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Verify Your Account' }),
});

export const AlreadyVerified = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Account Verified' }),
});

export const Loading = screenStory({
  path,
  as: 'unverified',
  handlers: [never('get', '/account/data/verification')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const Error = screenStory({
  path,
  as: 'unverified',
  handlers: [serverError('get', '/account/data/verification')],
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Verification Unavailable' }),
});
