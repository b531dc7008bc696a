/** Measures text as a rule counts it, e.g. in code points as JSON Schema does. */
export type CountText = (text: string) => number;

/**
 * The longest start of `text`, in whole code points, that `count` keeps within `max`. It stands in
 * for the browser's maxLength, which counts UTF-16 units and would split an emoji.
 */
export function clipToLength(text: string, max: number, count: CountText): string {
  if (count(text) <= max) return text;
  const chars = Array.from(text);
  // Binary search: a longer start never counts less.
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (count(chars.slice(0, middle).join('')) <= max) low = middle;
    else high = middle - 1;
  }
  return chars.slice(0, low).join('');
}

/** Clips what was typed or pasted into `control` before the owner's onChange reads it. */
export function keepWithinLength(
  control: HTMLInputElement | HTMLTextAreaElement,
  max: number | undefined,
  count: CountText | undefined,
): void {
  if (max === undefined || count === undefined) return;
  const clipped = clipToLength(control.value, max, count);
  if (clipped !== control.value) control.value = clipped;
}
