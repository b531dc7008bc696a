import type { components } from '@endless/client';
import { Button, Card } from '@endless/ui';
import { itemImageUrl } from './item-image';

type Item = components['schemas']['Item'];

export interface OutfitPanelProps {
  outfit: Item[];
  busyUuid: string | null;
  onRemove: (item: Item) => void;
}

/** Spec 02 §2: the Current Outfit panel; each worn item can be taken off. */
export function OutfitPanel({ outfit, busyUuid, onRemove }: OutfitPanelProps) {
  return (
    <Card
      className="character-outfit"
      header={<h2 className="character__heading">Current Outfit</h2>}
      aria-label="Current Outfit"
      role="region"
    >
      {outfit.length === 0 ? (
        <p className="character__muted">Nothing worn yet. Add items from your inventory.</p>
      ) : (
        <ul className="character-outfit__list">
          {outfit.map((item) => (
            <li key={item.uuid} className="character-outfit__item">
              <img
                className="character-outfit__image"
                src={itemImageUrl(item.render_path)}
                alt=""
                width={40}
                height={40}
              />
              <span className="character-outfit__name">{item.listing_name}</span>
              <Button
                size="sm"
                variant="ghost"
                busy={busyUuid === item.uuid}
                disabled={busyUuid !== null}
                aria-label={`Remove ${item.listing_name}`}
                onClick={() => onRemove(item)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
