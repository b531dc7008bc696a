import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge';
import { Link } from '../link';
import { NodeAmount } from '../node-amount';
import { AppShell } from './app-shell';

const navItems = ['Home', 'Games', 'Marketplace', 'Character', 'Users', 'Forums', 'Upgrade'];

const header = (
  <div
    style={{ display: 'flex', flex: 1, flexWrap: 'wrap', alignItems: 'center', gap: '8px 24px' }}
  >
    <strong style={{ fontSize: 'var(--ui-font-size-lg)', letterSpacing: '0.08em' }}>ENDLESS</strong>
    <nav aria-label="Primary" style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {['HOME', 'GAMES', 'MARKETPLACE', 'FORUM'].map((item) => (
        <Link key={item} href="#" variant="muted">
          {item}
        </Link>
      ))}
    </nav>
    <span style={{ marginLeft: 'auto' }}>
      <NodeAmount value={12_500} />
    </span>
  </div>
);

const sidebar = (
  <nav aria-label="Main" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
    <strong>Gaboom</strong>
    <NodeAmount value={12_500} />
    <span style={{ display: 'flex', gap: 6 }}>
      <Badge variant="subscriber" />
      <Badge variant="backer" />
    </span>
    {navItems.map((item) => (
      <Link key={item} href="#" variant="inherit">
        {item}
      </Link>
    ))}
  </nav>
);

const footer = (
  <nav aria-label="Footer" style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
    {['Terms', 'Careers', 'Newsletter', 'Privacy', 'Docs', 'Contact'].map((item) => (
      <Link key={item} href="#" variant="muted">
        {item}
      </Link>
    ))}
  </nav>
);

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The signed-in page frame: header, collapsible sidebar (a drawer below the narrow breakpoint), main content and footer.\n\n**Use** once per page, around the route's content. **Don't** nest shells or put page content in the header.",
      },
    },
  },
  args: {
    header,
    sidebar,
    footer,
    children: (
      <>
        <h1 style={{ marginTop: 0 }}>Dashboard</h1>
        <p>Main content goes here.</p>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SidebarOpen: Story = {};

export const SidebarClosed: Story = { args: { defaultSidebarOpen: false } };

export const WithoutSidebar: Story = { args: { sidebar: undefined } };

export const LongContent: Story = {
  args: {
    children: (
      <>
        <h1 style={{ marginTop: 0 }}>Forums</h1>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>
            Paragraph {index + 1}: the header stays on top and the sidebar keeps its place while the
            page scrolls.
          </p>
        ))}
      </>
    ),
  },
};

/** On a phone-sized viewport the sidebar is off-canvas; use the menu button to open it. */
export const Narrow: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
