import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { HTMLAttributes } from 'react';
import { formatInteger, pluralize } from '../../lib/format';
import './node-amount.css';

// The spec's abbreviations (K, M, B, T) are English, so the formats are pinned to en-US.
// Truncating never shows more nodes than someone has (1,999 reads 1.9K, not 2K). Written out
// rather than Intl's compact notation: creating that formatter loads enough locale data to block
// a phone's main thread for ~50 ms on the first page that shows a balance.
const ABBREVIATIONS = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
] as const;

/** 999 → "999", 1500 → "1.5K", 2,500,000 → "2.5M", 1e12 → "1T". */
export function formatNodeAbbreviation(value: number): string {
  const magnitude = Math.abs(value);
  const [size, suffix] = ABBREVIATIONS.find(([size]) => magnitude >= size) ?? [1, ''];
  // Whole tenths, so 2,300 is 23 tenths of a thousand exactly (2.3 × 10 is 22.999… in floats).
  const tenths = Math.floor((magnitude * 10) / size);
  const fraction = tenths % 10 === 0 ? '' : `.${tenths % 10}`;
  return `${value < 0 ? '-' : ''}${Math.floor(tenths / 10)}${fraction}${suffix}`;
}

/** 1500 → "1,500 nodes", 1 → "1 node". */
export function formatNodeAmount(value: number): string {
  return `${formatInteger(value)} ${pluralize(value, 'node', 'nodes')}`;
}

export function NodeIcon({ size = 16 }: { size?: number }) {
  return (
    <svg
      className="ui-node-icon"
      viewBox="0 0 16 16"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M8 1.3 13.8 4.6v6.8L8 14.7 2.2 11.4V4.6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <circle cx="8" cy="8" r="2.2" fill="currentColor" />
    </svg>
  );
}

export interface NodeAmountProps extends HTMLAttributes<HTMLSpanElement> {
  value: number;
  /** Abbreviate to K, M, B, T; the full figure stays in the tooltip and for screen readers. */
  abbreviate?: boolean;
  showIcon?: boolean;
}

export function NodeAmount({
  value,
  abbreviate = true,
  showIcon = true,
  className,
  ...props
}: NodeAmountProps) {
  const description = formatNodeAmount(value);
  return (
    <span
      className={['ui-node-amount', className].filter(Boolean).join(' ')}
      title={description}
      {...props}
    >
      {showIcon && <NodeIcon />}
      <span aria-hidden="true">
        {abbreviate ? formatNodeAbbreviation(value) : formatInteger(value)}
      </span>
      <VisuallyHidden>{description}</VisuallyHidden>
    </span>
  );
}
