import type { components } from '@endless/client';

export type ViolationType = components['schemas']['ViolationType'];

/** Spec 02 §4: violation type names. */
export const VIOLATION_TYPE_NAMES: Record<ViolationType, string> = {
  0: 'No Violation/Unknown',
  1: 'Warning',
  2: 'Suspension',
  3: 'Termination',
  4: 'Investigation',
  5: 'Other',
};

/**
 * Spec 02 §4: types below 3 can be reactivated after agreeing to the terms. The others offer only
 * Log Out (5 Other too: it is not below 3).
 */
export function canReactivate(type: ViolationType): boolean {
  return type < 3;
}
