import { paths } from '../../../config/paths';
import { never, screenParameters, screenStory, serverError } from '../../../testing/screen-story';

// The dashboard always greets the account, so it has no empty state of its own.
export default { title: 'Screens/Dashboard', parameters: screenParameters };

const path = paths.dashboard.getHref();

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Welcome back, member' }),
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/main/data/dashboard')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/main/data/dashboard')],
  ready: (canvas) => canvas.findByText('[EX5000] Internal Server Error'),
});
