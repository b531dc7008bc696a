import { paths } from '../../../config/paths';
import { formatCents } from '../../../features/upgrade/constants';
import { never, screenParameters, screenStory, serverError } from '../../../testing/screen-story';

// The pledge tiers are fixed products: the screen has no empty state.
export default { title: 'Screens/Upgrade/Upgrade', parameters: screenParameters };

const path = paths.upgrade.page.getHref();

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Upgrade' }),
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/stripe/pledges')],
  ready: (canvas) => canvas.findByRole('status'),
});

/** The pledge prices failed to load: the cards keep the default prices and stay choosable. */
export const PricesFailed = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/stripe/pledges')],
  ready: (canvas) => canvas.findByText(formatCents(600)),
});
