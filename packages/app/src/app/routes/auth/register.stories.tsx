import { paths } from '../../../config/paths';
import { screenParameters, screenStory } from '../../../testing/screen-story';

// A form that loads nothing: no loading, empty or error state until it is sent (its field and
// server errors are covered by the register tests).
export default { title: 'Screens/Auth/Register', parameters: screenParameters };

export const Default = screenStory({
  path: paths.register.getHref(),
  as: 'guest',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Register' }),
});
