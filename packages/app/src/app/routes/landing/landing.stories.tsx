import { http, HttpResponse } from 'msw';
import { waitFor } from 'storybook/test';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { COOKIE_NOTICE_TEXT } from '../../../features/system/hooks/use-cookie-notice';
import { screenParameters, screenStory } from '../../../testing/screen-story';

// The guests' front page makes no request of its own: no loading, empty or error state.
export default { title: 'Screens/Landing', parameters: screenParameters };

export const Default = screenStory({
  path: paths.landing.getHref(),
  as: 'guest',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Imagination is endless...' }),
});

// A first visit: once the page has painted, the cookie notice (spec 01 §2) and, a second after
// start, the API and build versions (spec 03 §7). Either may come first on a busy machine; the
// ping waits for the notice here, so the two always stack in the same order.
export const FirstVisit = screenStory({
  path: paths.landing.getHref(),
  as: 'guest',
  firstVisit: true,
  handlers: [
    http.get(`${env.apiUrl}/ping`, async () => {
      await waitFor(() => {
        if (!document.body.textContent?.includes(COOKIE_NOTICE_TEXT))
          throw new Error('no notice yet');
      });
      return HttpResponse.json({ status: 200, api_version: '3.0.0' });
    }),
  ],
  ready: async (canvas) => {
    await canvas.findByText(COOKIE_NOTICE_TEXT);
    await canvas.findByText(/^API v\d+\.\d+\.\d+ · Build v/);
  },
});
