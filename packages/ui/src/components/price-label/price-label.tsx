import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { HTMLAttributes } from 'react';
import { NodeIcon } from '../node-amount';
import './price-label.css';
import { formatInteger } from '../../lib/format';

/** "N/A" when not for sale, "Free" at cost 0, otherwise the cost with thousands separators. */
export function formatPrice(cost: number, forSale: boolean): string {
  if (!forSale) return 'N/A';
  if (cost === 0) return 'Free';
  return formatInteger(cost);
}

export interface PriceLabelProps extends HTMLAttributes<HTMLSpanElement> {
  /** In nodes. */
  cost: number;
  forSale: boolean;
}

export function PriceLabel({ cost, forSale, className, ...props }: PriceLabelProps) {
  const text = formatPrice(cost, forSale);
  const priced = forSale && cost !== 0;
  const state = !forSale ? 'unavailable' : priced ? 'priced' : 'free';
  return (
    <span
      className={['ui-price-label', `ui-price-label--${state}`, className]
        .filter(Boolean)
        .join(' ')}
      {...props}
    >
      {priced && <NodeIcon />}
      {text}
      {priced && <VisuallyHidden> {cost === 1 ? 'node' : 'nodes'}</VisuallyHidden>}
    </span>
  );
}
