// Display names of the account's numeric settings (spec 02 §3, §4).
import type { components } from '@endless/client';

type Schemas = components['schemas'];

/** Backer tiers 0–4. */
export const BACKER_TIER_NAMES: Record<Schemas['BackerTier'], string> = {
  0: 'No Backer Pledge',
  1: 'The Supporter - Tier 1',
  2: 'The Subscriber - Tier 2',
  3: 'The Developer - Tier 3',
  4: 'The Director',
};

/** Subscriber 0 is 'No Subscription'; 1 an active one (our design for its label). */
export const SUBSCRIBER_NAMES: Record<Schemas['SubscriberState'], string> = {
  0: 'No Subscription',
  1: 'Active Subscription',
};

const VIEW_LEVELS = ['No One', 'Friends Only', 'Followers/Friends Only', 'Everyone'] as const;

export type PrivacyOption = Schemas['PrivacyUpdate']['option'];
export type PrivacyField = keyof Schemas['PrivacySettings'];

export interface PrivacySettingDefinition {
  option: PrivacyOption;
  field: PrivacyField;
  label: string;
  /** Level names, indexed by level. */
  levels: readonly string[];
}

/** The four privacy settings in the order the tab lists them. */
export const PRIVACY_SETTINGS: readonly PrivacySettingDefinition[] = [
  {
    option: 'view',
    field: 'privacy_view',
    label: 'Who can view your profile',
    levels: VIEW_LEVELS,
  },
  {
    option: 'friend',
    field: 'privacy_friend',
    label: 'Who can send you a friend request',
    levels: ['No One', 'Followers Only', 'Everyone'],
  },
  {
    option: 'follow',
    field: 'privacy_follow',
    label: 'Who can follow you',
    levels: ['No One', 'Friends Only', 'Everyone'],
  },
  {
    option: 'activity',
    field: 'privacy_activity',
    label: 'Who can view your online activity',
    levels: VIEW_LEVELS,
  },
];
