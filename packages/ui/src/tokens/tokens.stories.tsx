import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColorTokens, ContrastPairs, SharedTokens } from './token-reference';

// The design tokens of the three themes, read from the token files. The docs page (tokens.mdx)
// shows every section on one page; each story here is one section, checked by axe and screenshots.
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = { render: () => <ColorTokens /> };
export const Contrast: Story = { render: () => <ContrastPairs /> };
export const Space: Story = { render: () => <SharedTokens group="space" title="Space" /> };
export const Radius: Story = { render: () => <SharedTokens group="radius" title="Radius" /> };
export const Typography: Story = { render: () => <SharedTokens group="font" title="Fonts" /> };
export const Shadows: Story = { render: () => <SharedTokens group="shadow" title="Shadows" /> };
export const Other: Story = {
  render: () => <SharedTokens group="other" title="Layers and motion" />,
};
