export { StatusDot, onlineStatusLabel } from './status-dot';
export type { StatusDotProps, OnlineStatusValue } from './status-dot';
