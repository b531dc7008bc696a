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
const paid = screenStory({
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
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Upgrade Complete' }),
});

export const Default = {
  ...paid,
  // Its success toast and the cookie notice arrive together, in either order: no visual baseline.
  parameters: {
    ...paid.parameters,
    visual: { skip: 'the success toast and the cookie notice stack in either order' },
  },
};

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
