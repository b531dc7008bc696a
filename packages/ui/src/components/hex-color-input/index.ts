export { HexColorInput, type HexColorInputProps } from './hex-color-input';
