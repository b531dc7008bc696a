// The forum's answers as the screens name them (generated from the contract).
import type { components } from '@endless/client';

export type ThreadDetail = components['schemas']['ThreadDetailResponse'];
export type ThreadListItem = components['schemas']['ThreadListItem'];
export type Reply = components['schemas']['Reply'];
export type ForumComment = components['schemas']['Comment'];
