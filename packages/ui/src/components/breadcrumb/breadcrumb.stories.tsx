import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Where a page sits in a hierarchy (Forums › Category › Thread). The last item is the current page and has no link.\n\n**Use** `renderLink` to route with the app's router. **Don't** use it as the only navigation, or for one-level pages.",
      },
    },
  },
  args: {
    items: [
      { label: 'Categories', href: '#/forums' },
      { label: 'General Discussion', href: '#/forums/1' },
      { label: 'Show off your best outfit' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForumThread: Story = {};

export const Marketplace: Story = {
  args: {
    items: [
      { label: 'Marketplace', href: '#/marketplace' },
      { label: 'Hats', href: '#/marketplace?list=2&category=3' },
      { label: 'Crimson Top Hat' },
    ],
  },
};

export const SingleItem: Story = { args: { items: [{ label: 'Categories' }] } };

export const WithoutLinks: Story = {
  args: { items: [{ label: 'Marketplace' }, { label: 'Custom' }, { label: 'Search' }] },
};

export const LongTitles: Story = {
  args: {
    items: [
      { label: 'Categories', href: '#/forums' },
      { label: 'Suggestions, Feedback and Feature Requests for the Platform', href: '#/forums/4' },
      { label: 'A very long thread title that keeps going until it reaches fifty chars' },
    ],
  },
};
