import { useId, useRef, type KeyboardEvent } from 'react';
import './color-swatches.css';

/** The 18 preset colours of a palette (our design; the spec gives only their number). */
export const PRESET_COLORS = [
  '#FFE0BD',
  '#F1C27D',
  '#E0AC69',
  '#C68642',
  '#8D5524',
  '#4A2C17',
  '#E53935',
  '#FB8C00',
  '#FDD835',
  '#43A047',
  '#1E88E5',
  '#8E24AA',
  '#F48FB1',
  '#80DEEA',
  '#A5D6A7',
  '#FFFFFF',
  '#9E9E9E',
  '#212121',
] as const;

/** "ff0000" and "#Ff0000" both become "#FF0000". */
export function normalizeHex(hex: string): string {
  const digits = hex.trim().replace(/^#/u, '').toUpperCase();
  return `#${digits}`;
}

/** Whether dark ink reads better than light ink on the colour (WCAG relative luminance). */
function isLight(hex: string): boolean {
  let digits = normalizeHex(hex).slice(1);
  if (digits.length === 3 || digits.length === 4) {
    digits = [...digits.slice(0, 3)].map((d) => d + d).join('');
  }
  const channels = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179;
}

interface SwatchGroupProps {
  label: string;
  colors: readonly string[];
  value: string | undefined;
  onValueChange: (hex: string) => void;
  disabled: boolean;
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/** One radio group with a roving tab stop: Tab enters at the checked swatch, arrows move and pick. */
function SwatchGroup({ label, colors, value, onValueChange, disabled }: SwatchGroupProps) {
  const labelId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const hexes = colors.map(normalizeHex);
  const checkedIndex = value === undefined ? -1 : hexes.indexOf(normalizeHex(value));
  const tabStop = checkedIndex === -1 ? 0 : checkedIndex;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next: number;
    if (NEXT_KEYS.has(event.key)) next = (index + 1) % hexes.length;
    else if (PREVIOUS_KEYS.has(event.key)) next = (index - 1 + hexes.length) % hexes.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = hexes.length - 1;
    else return;
    event.preventDefault();
    const hex = hexes[next];
    if (hex === undefined) return;
    buttons.current[next]?.focus();
    onValueChange(hex);
  };

  return (
    <div className="ui-color-swatches__group">
      <span className="ui-color-swatches__label" id={labelId}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className="ui-color-swatches__grid">
        {hexes.map((hex, index) => {
          const checked = index === checkedIndex;
          return (
            <button
              // Previous colours may repeat a hex; the position keeps keys unique.
              key={`${hex}-${index}`}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={hex}
              title={hex}
              disabled={disabled}
              tabIndex={index === tabStop ? 0 : -1}
              className={[
                'ui-color-swatches__swatch',
                isLight(hex)
                  ? 'ui-color-swatches__swatch--light'
                  : 'ui-color-swatches__swatch--dark',
              ].join(' ')}
              style={{ backgroundColor: hex }}
              onClick={() => onValueChange(hex)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {checked && (
                <svg
                  viewBox="0 0 16 16"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="m3.5 8.5 3 3 6-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export interface ColorSwatchesProps {
  /** The chosen colour as hex (with or without '#'). */
  value?: string;
  onValueChange: (hex: string) => void;
  /** Defaults to the 18 presets. */
  colors?: readonly string[];
  /** Recently used colours, newest first; shown as a second row when not empty. */
  previousColors?: readonly string[];
  label?: string;
  previousLabel?: string;
  disabled?: boolean;
  className?: string;
}

export function ColorSwatches({
  value,
  onValueChange,
  colors = PRESET_COLORS,
  previousColors = [],
  label = 'Preset colours',
  previousLabel = 'Previous colours',
  disabled = false,
  className,
}: ColorSwatchesProps) {
  return (
    <div className={['ui-color-swatches', className].filter(Boolean).join(' ')}>
      <SwatchGroup
        label={label}
        colors={colors}
        value={value}
        onValueChange={onValueChange}
        disabled={disabled}
      />
      {previousColors.length > 0 && (
        <SwatchGroup
          label={previousLabel}
          colors={previousColors}
          value={value}
          onValueChange={onValueChange}
          disabled={disabled}
        />
      )}
    </div>
  );
}
