// Report type codes (spec 02 §9): category digit then subtype digit, as used in /report/{type}/{id}.
export const REPORT_TYPES = {
  userProfile: 11,
  userStatus: 12,
  marketplaceListing: 21,
  gameListing: 31,
  communityListing: 41,
  forumThread: 51,
  forumReply: 52,
  forumComment: 53,
} as const;

export type ReportType = (typeof REPORT_TYPES)[keyof typeof REPORT_TYPES];

const known = new Set<number>(Object.values(REPORT_TYPES));

export function isReportType(value: number): value is ReportType {
  return known.has(value);
}
