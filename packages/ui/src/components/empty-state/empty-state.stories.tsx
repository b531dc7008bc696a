import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../link';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "What a list or page shows when there is nothing to show, with an optional action.\n\n**Use** a title that says what is missing and, if possible, an action to fix it. **Don't** use it for errors (use `Banner` or `ErrorPage`).",
      },
    },
  },
  args: { title: 'No Results Found' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const EmptyCategory: Story = { args: { title: "Looks like it's empty Chief." } };

export const EmptyInventory: Story = {
  args: {
    title: 'Your Inventory is empty',
    children: 'Items you buy in the marketplace show up here.',
    action: <Link href="#/marketplace">Browse the Marketplace</Link>,
  },
};

export const NothingToSuggest: Story = { args: { title: 'Nothing to suggest', titleAs: 'p' } };

export const LongText: Story = {
  args: {
    title: 'No users match a search that is much longer than anyone would usually type in',
    children:
      'Try a shorter username, check the spelling, or search for at least three characters. Results only include accounts that allow being found.',
  },
};
