export { RelativeTime, formatRelativeTime } from './relative-time';
export type { RelativeTimeProps } from './relative-time';
