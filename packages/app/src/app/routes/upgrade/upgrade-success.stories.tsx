import { paths } from '../../../config/paths';
import {
  answer,
  never,
  screenParameters,
  screenStory,
  serverError,
} from '../../../testing/screen-story';

// One completed checkout: the screen has no empty state.
export default { title: 'Screens/Upgrade/Upgrade Success', parameters: screenParameters };

const sessionId = 'cs_mock_story0001';
const path = paths.upgrade.success.getHref(sessionId);

// The seed has no paid checkout: the story answers as the mock does after one.
export const Default = screenStory({
  path,
  as: 'member',
  handlers: [
    answer('get', '/stripe/success', {
      status: 200,
      session: {
        id: sessionId,
        amount: 2500,
        email: 'member@endless.example',
        product: 'The Developer (Tier III)',
      },
    }),
  ],
  // The page and the spec's success notice (spec 03 §2, /upgrade).
  ready: async (canvas) => {
    await canvas.findByRole('heading', { level: 1, name: 'Upgrade Complete' });
    await canvas.findByText(/^Account Upgrade Successful\./);
  },
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/stripe/success')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/stripe/success')],
  ready: (canvas) => canvas.findByText('We could not find this upgrade'),
});
