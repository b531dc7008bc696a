// Spec 03 §2, §9: the marketplace's New badge.

/** A listing is New for 48 hours after it is created. */
export const NEW_LISTING_SECONDS = 48 * 60 * 60;

export function isNewListing(createdAt: number, nowSeconds: number): boolean {
  return nowSeconds - createdAt < NEW_LISTING_SECONDS;
}
