import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Page links (first, previous, nearby pages, next, last) for a paged list, as real links.\n\n**Use** `getHref` so every page has a URL, and `renderLink` for the router. **Don't** use it for fewer than two pages; it hides itself.",
      },
    },
  },
  args: { page: 1, totalPages: 12, getHref: (page: number) => `?page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 6 } };
export const LastPage: Story = { args: { page: 12 } };
export const FewPages: Story = { args: { page: 2, totalPages: 3 } };
export const ManyPages: Story = { args: { page: 48, totalPages: 250 } };
/** A single page renders nothing. */
export const SinglePage: Story = { args: { totalPages: 1 } };
export const CustomLinkRenderer: Story = {
  args: {
    page: 3,
    renderLink: ({ children, ...props }) => (
      <a {...props} data-router-link="">
        {children}
      </a>
    ),
  },
};
