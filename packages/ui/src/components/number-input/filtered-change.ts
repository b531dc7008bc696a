import type { ChangeEvent } from 'react';

/**
 * Builds an input change handler that drops every character `allowed` rejects (typed or pasted)
 * and caps the length, fixing the caret, before the caller's handler sees the event. The DOM value
 * is corrected in place so uncontrolled inputs (react-hook-form `register`) stay clean too.
 */
export function filteredChangeHandler(
  allowed: RegExp,
  maxLength: number | undefined,
  onChange: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined,
) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const keep = (ch: string) => allowed.test(ch);
    let clean = [...raw].filter(keep).join('');
    if (maxLength !== undefined && clean.length > maxLength) clean = clean.slice(0, maxLength);
    if (clean !== raw) {
      const removedBeforeCaret = [...raw.slice(0, caret)].filter((ch) => !keep(ch)).length;
      const nextCaret = Math.min(caret - removedBeforeCaret, clean.length);
      input.value = clean;
      input.setSelectionRange(nextCaret, nextCaret);
    }
    onChange?.(event);
  };
}
