import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes } from 'react';
import { Link } from './link';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "An inline or standalone link in the accent-text colour; `external` opens a new tab and says so.\n\n**Use** for navigation; pass `asChild` to wrap the router's link. **Don't** use it for actions that change data (use `Button`).",
      },
    },
  },
  args: { href: '#', children: 'Terms of Service' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Muted: Story = { args: { variant: 'muted', children: 'Careers' } };

export const External: Story = {
  args: { href: 'https://example.com/docs', external: true, children: 'Docs' },
};

export const InText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 420 }}>
      By continuing you agree to the <Link {...args}>Terms of Service</Link> and the{' '}
      <Link href="#">Privacy Policy</Link>.
    </p>
  ),
};

/** Stands in for the router's Link, which the app passes as the child. */
function RouterLinkStandIn(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a data-router-link="" {...props} />;
}

export const AsChild: Story = {
  render: () => (
    <Link asChild>
      <RouterLinkStandIn href="#/marketplace">Marketplace</RouterLinkStandIn>
    </Link>
  ),
};

export const LongText: Story = {
  render: () => (
    <div style={{ maxWidth: 240 }}>
      <Link href="#">A very long link text that wraps across several lines in a narrow column</Link>
    </div>
  ),
};
