export { PriceLabel, formatPrice } from './price-label';
export type { PriceLabelProps } from './price-label';
