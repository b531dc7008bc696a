import { Button } from '@endless/ui';
import type { ReactNode } from 'react';

/** The [A] buttons only staff see, grouped under one accessible name. */
export function StaffActions({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="forums-staff-actions">
      {children}
    </div>
  );
}

export function StaffActionButton({
  children,
  onClick,
  danger = false,
  disabled,
}: {
  children: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <Button
      size="sm"
      variant={danger ? 'danger' : 'ghost'}
      onClick={onClick}
      disabled={disabled}
      className="forums-staff-actions__button"
    >
      [A] {children}
    </Button>
  );
}
