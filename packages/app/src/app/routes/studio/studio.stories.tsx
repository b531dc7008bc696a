import { paths } from '../../../config/paths';
import { screenParameters, screenStory } from '../../../testing/screen-story';

// A "coming soon" placeholder that makes no request of its own: no loading, empty or error state.
export default { title: 'Screens/Coming Soon/Studio', parameters: screenParameters };

export const Default = screenStory({
  path: paths.studio.getHref(),
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Artists Studio' }),
});
