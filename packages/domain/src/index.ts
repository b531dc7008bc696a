export { AWAY_SECONDS, ONLINE_SECONDS, shownOnlineStatus } from './presence.ts';
export { NEW_LISTING_SECONDS, isNewListing } from './listings.ts';
export { baseDailyNodes, dailyNodes } from './nodes.ts';
