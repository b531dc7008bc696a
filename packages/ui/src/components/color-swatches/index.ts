export { ColorSwatches, PRESET_COLORS, normalizeHex } from './color-swatches';
export type { ColorSwatchesProps } from './color-swatches';
