import { paths } from '../../../config/paths';
import { screenParameters, screenStory } from '../../../testing/screen-story';

// A "coming soon" placeholder that makes no request of its own: no loading, empty or error state.
export default { title: 'Screens/Coming Soon/Communities', parameters: screenParameters };

export const Default = screenStory({
  path: paths.communities.getHref(),
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Communities' }),
});
