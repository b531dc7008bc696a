import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../link';
import { ErrorPage } from './error-page';

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A full-page error with a code, title, explanation and ways onwards (404, 403, 500).\n\n**Use** for routes that cannot render at all. **Don't** use it for a failed section; show a `Banner` there.",
      },
    },
  },
  args: {
    code: 404,
    title: 'Page Not Found',
    children:
      "Check your URL again or use one of the search functions on the site to find what you're looking for.",
    actions: <Link href="#/dashboard">Back to the Dashboard</Link>,
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const Maintenance: Story = {
  args: {
    code: 503,
    title: 'Page Maintenace',
    children: 'This page is temporary disabled while our engineers are actively working on it.',
  },
};

export const WithoutActions: Story = { args: { actions: undefined } };
