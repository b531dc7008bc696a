import { paths } from '../../../config/paths';
import { screenParameters, screenStory } from '../../../testing/screen-story';

// A static page: no loading, empty or error state.
export default { title: 'Screens/Legal/Contact Us', parameters: screenParameters };

export const Default = screenStory({
  path: paths.contact.getHref(),
  as: 'guest',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Contact Us' }),
});
