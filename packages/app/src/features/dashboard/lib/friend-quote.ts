/** Spec 02 §9: a friend's status over 66 characters is cut to 57 plus an ellipsis. */
export const QUOTE_MAX_LENGTH = 66;
export const QUOTE_CUT_LENGTH = 57;

export function friendQuote(status: string): string {
  // Counted in code points so an emoji is never split in half.
  const characters = Array.from(status);
  if (characters.length <= QUOTE_MAX_LENGTH) return status;
  return `${characters.slice(0, QUOTE_CUT_LENGTH).join('')}…`;
}
