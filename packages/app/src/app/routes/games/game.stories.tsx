import { paths } from '../../../config/paths';
import { screenParameters, screenStory } from '../../../testing/screen-story';

// A "coming soon" placeholder that makes no request of its own: no loading, empty or error state.
export default { title: 'Screens/Games/Detail', parameters: screenParameters };

export const Default = screenStory({
  path: paths.games.detail.getHref(3),
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Games' }),
});
