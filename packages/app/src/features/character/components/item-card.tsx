import type { components } from '@endless/client';
import { Button, Card } from '@endless/ui';
import { itemImageUrl } from './item-image';

type Item = components['schemas']['Item'];

export interface ItemCardProps {
  item: Item;
  worn: boolean;
  busy: boolean;
  onAdd: (item: Item) => void;
}

/** An owned item in an inventory tab: its render, its name, and Add (or Wearing when worn). */
export function ItemCard({ item, worn, busy, onAdd }: ItemCardProps) {
  return (
    <li className="character-item">
      <Card padding="sm" className="character-item__card">
        <img
          className="character-item__image"
          src={itemImageUrl(item.render_path)}
          alt=""
          width={96}
          height={96}
          loading="lazy"
        />
        <span className="character-item__name">{item.listing_name}</span>
        <Button
          size="sm"
          variant={worn ? 'ghost' : 'secondary'}
          fullWidth
          disabled={worn || busy}
          aria-label={worn ? `Wearing ${item.listing_name}` : `Add ${item.listing_name}`}
          onClick={() => onAdd(item)}
        >
          {worn ? 'Wearing' : 'Add'}
        </Button>
      </Card>
    </li>
  );
}
