export { Badge, StaffShieldIcon } from './badge';
export type { BadgeProps, BadgeVariant } from './badge';
