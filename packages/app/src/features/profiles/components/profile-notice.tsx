import { Card } from '@endless/ui';
import type { ReactNode } from 'react';

/** A whole-page message in place of a profile (private, unavailable). */
export function ProfileNotice({
  title,
  icon,
  children,
  actions,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  /** A way on from the notice, e.g. retry or go elsewhere. */
  actions?: ReactNode;
}) {
  return (
    <div className="profiles-page">
      <Card className="profiles-notice" padding="lg">
        {icon && <div className="profiles-notice__icon">{icon}</div>}
        <h1 className="profiles-notice__title">{title}</h1>
        <p className="profiles-notice__text">{children}</p>
        {actions && <div className="profiles-notice__actions">{actions}</div>}
      </Card>
    </div>
  );
}
