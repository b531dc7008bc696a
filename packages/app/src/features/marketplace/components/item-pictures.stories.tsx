import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentUrls } from '../../../config/env';
import { CATEGORIES } from '../constants';

// The content host's item pictures (the mock draws them), one per marketplace category. A render
// path's folder names its category (`items/hats/…`), so these synthetic paths need no listing.

function ItemPictureGrid({ seed }: { seed: string }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
        gap: 'var(--ui-space-4)',
        padding: 'var(--ui-space-4)',
        margin: 0,
        listStyle: 'none',
      }}
    >
      {CATEGORIES.map(({ id, name }) => (
        <li
          key={id}
          style={{
            display: 'grid',
            justifyItems: 'center',
            gap: 'var(--ui-space-2)',
            background: 'var(--ui-color-surface-sunken)',
            borderRadius: 'var(--ui-radius-md)',
            padding: 'var(--ui-space-2)',
            color: 'var(--ui-color-text)',
          }}
        >
          <img
            src={contentUrls.itemRender(`items/${name.toLowerCase()}/${seed}`)}
            alt={`${name} item`}
            width={96}
            height={96}
          />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  );
}

export default {
  title: 'Marketplace/ItemPictures',
  component: ItemPictureGrid,
} satisfies Meta<typeof ItemPictureGrid>;

type Story = StoryObj<typeof ItemPictureGrid>;

export const EveryKind: Story = { args: { seed: 'story-1' } };
/** The same kinds from other ids: other colours, the same shapes (hats pick one of four). */
export const OtherColours: Story = { args: { seed: 'story-2' } };
