import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { never, screenParameters, screenStory, serverError } from '../../../testing/screen-story';

// One listing: it has no empty state.
export default { title: 'Screens/Marketplace/Listing', parameters: screenParameters };

const path = paths.marketplace.listing.getHref(7);

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Neon Face' }),
});

// The route's loader waits for the listing, so the app's loading screen stays.
export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/marketplace/data/listing')],
  ready: (canvas) => canvas.findByRole('status'),
});

// A listing that fails to load sends the user to the marketplace (spec 03 §8).
export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/marketplace/data/listing')],
  ready: (canvas) => canvas.findByRole('heading', { level: 1, name: 'Marketplace' }),
});

// Interaction: Purchase asks first; Confirm unlocks after its short delay. Listing 300 is for sale
// and the member does not own it (the seed gives the member the first two of each type).
export const PurchaseConfirmation = screenStory({
  path: paths.marketplace.listing.getHref(300),
  as: 'member',
  ready: async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Purchase' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Confirm Purchase' });
    await expect(dialog).toHaveTextContent(/Buy .+ for .+ nodes\?/);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    return dialog;
  },
});
