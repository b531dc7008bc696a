export { Avatar, getInitials } from './avatar';
export type { AvatarProps, AvatarSize } from './avatar';
