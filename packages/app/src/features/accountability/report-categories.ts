// Report categories, subjects and type names (spec 02 §9).
import type { components } from '@endless/client';
import { REPORT_TYPES, type ReportType } from '../../config/report-types';

export type ReportSubject = components['schemas']['ReportSubject'];

const CATEGORY_NAMES: Record<number, string> = {
  1: 'Users',
  2: 'Marketplace',
  3: 'Games',
  4: 'Community',
  5: 'Forums',
};

const TYPE_NAMES: Record<ReportType, string> = {
  [REPORT_TYPES.userProfile]: 'User Profile',
  [REPORT_TYPES.userStatus]: 'User Status',
  [REPORT_TYPES.marketplaceListing]: 'Item Listing',
  [REPORT_TYPES.gameListing]: 'Game Listing',
  [REPORT_TYPES.communityListing]: 'Community Listing',
  [REPORT_TYPES.forumThread]: 'Thread',
  [REPORT_TYPES.forumReply]: 'Thread Reply',
  [REPORT_TYPES.forumComment]: 'Thread Comment',
};

/** The category digit is the type code's first digit, the item digit its second. */
export function reportTypeName(type: ReportType): { category: string; name: string } {
  return { category: CATEGORY_NAMES[Math.floor(type / 10)] ?? '', name: TYPE_NAMES[type] };
}

export const REPORT_SUBJECTS: readonly { value: ReportSubject; label: string }[] = [
  { value: 1, label: 'Spam/Throwaway' },
  { value: 2, label: 'Bullying/Harassment' },
  { value: 3, label: 'Profanity/Swearing' },
  { value: 4, label: 'Exploiting/Scamming' },
  { value: 5, label: 'Real Threats/Suicidal Ideations' },
  { value: 6, label: 'Inappropriate/Adult Content' },
  { value: 7, label: 'Offsite Linking' },
  { value: 8, label: 'Other Violation' },
];
