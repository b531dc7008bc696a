import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './avatar';

/** A self-contained picture so the stories need no content host. */
const sampleRender = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 168"><rect width="120" height="168" fill="#2a2346"/><circle cx="60" cy="58" r="30" fill="#f2c9a0"/><rect x="22" y="96" width="76" height="72" rx="18" fill="#7c5cff"/><circle cx="49" cy="56" r="4" fill="#1b1530"/><circle cx="71" cy="56" r="4" fill="#1b1530"/></svg>',
)}`;

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A player's picture with an initials fallback while it loads or when it fails.\n\n**Use** `alt` with the player's name; `shape=\"portrait\"` for full-body renders. **Don't** use it for item pictures (they are not people).",
      },
    },
  },
  args: { src: sampleRender, alt: 'Gaboom' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
export const Portrait: Story = { args: { shape: 'portrait', size: 'xl' } };
export const FallbackInitials: Story = {
  args: { src: undefined, alt: 'Night Owl', name: 'night_owl' },
};
export const FallbackSilhouette: Story = { args: { src: undefined } };
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken', alt: 'Broken render', name: 'Broken Render' },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
