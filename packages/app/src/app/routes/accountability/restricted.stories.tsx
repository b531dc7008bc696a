import { expect, userEvent, waitFor } from 'storybook/test';
import { paths } from '../../../config/paths';
import { never, screenParameters, screenStory, serverError } from '../../../testing/screen-story';

// A restricted account always has its restriction: the screen has no empty state.
export default { title: 'Screens/Accountability/Restricted', parameters: screenParameters };

const path = paths.restricted.getHref();

// A suspension that has ended, so the account may reactivate.
export const Default = screenStory({
  path,
  as: 'suspended',
  ready: (canvas) => canvas.findByRole('heading', { level: 1 }),
});

export const Terminated = screenStory({
  path,
  as: 'terminated',
  ready: (canvas) => canvas.findByRole('heading', { level: 1 }),
});

// A username the staff rejected: the account must pick a new one.
export const Renamed = screenStory({
  path,
  as: 'renamed',
  ready: (canvas) => canvas.findByRole('heading', { level: 1 }),
});

export const Loading = screenStory({
  path,
  as: 'suspended',
  handlers: [never('get', '/accountability/violation')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const Error = screenStory({
  path,
  as: 'suspended',
  handlers: [serverError('get', '/accountability/violation')],
  ready: (canvas) => canvas.findByText('An Unkown Error Occured. Try Again Later.'),
});

// Interaction: the Terms of Service agreed to: Reactivate unlocks (the suspension has ended).
export const TermsAgreed = screenStory({
  path,
  as: 'suspended',
  ready: async (canvas) => {
    const agree = await canvas.findByRole('checkbox', {
      name: 'I have read and agree to the Terms of Service',
    });
    await userEvent.click(agree);
    await expect(agree).toBeChecked();
    const reactivate = canvas.getByRole('button', { name: 'Reactivate' });
    await waitFor(() => expect(reactivate).toBeEnabled());
    return reactivate;
  },
});
