import { paths } from '../../../config/paths';
import { screenParameters, screenStory } from '../../../testing/screen-story';

// A "coming soon" placeholder that makes no request of its own: no loading, empty or error state.
export default { title: 'Screens/Coming Soon/Workbench', parameters: screenParameters };

export const Default = screenStory({
  path: paths.workbench.getHref(),
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Workbench' }),
});
