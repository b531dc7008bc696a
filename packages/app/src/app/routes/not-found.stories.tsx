import { screenParameters, screenStory } from '../../testing/screen-story';

// Any unknown address (the router's `*`): a static page, no loading, empty or error state.
export default { title: 'Screens/Not Found', parameters: screenParameters };

export const Default = screenStory({
  path: '/no-such-page',
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: '404 | Page Not Found' }),
});
