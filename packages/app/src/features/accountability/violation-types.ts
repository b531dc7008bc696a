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
 * Types below 3 can be reactivated after agreeing to the terms; the contract also lets type 5
 * Other reactivate. Termination and investigation offer only Log Out.
 */
export function canReactivate(type: ViolationType): boolean {
  return type < 3 || type === 5;
}
