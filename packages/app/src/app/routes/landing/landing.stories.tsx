import { paths } from '../../../config/paths';
import { screenParameters, screenStory } from '../../../testing/screen-story';

// The guests' front page makes no request of its own: no loading, empty or error state.
export default { title: 'Screens/Landing', parameters: screenParameters };

export const Default = screenStory({
  path: paths.landing.getHref(),
  as: 'guest',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Imagination is endless...' }),
});
