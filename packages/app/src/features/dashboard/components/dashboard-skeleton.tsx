import { Card } from '@endless/ui';
import { EARLY_RENDER_ATTRIBUTE } from '../../../lib/early-requests';
import './dashboard.css';

/**
 * /dashboard before the app runs (written into the page by scripts/prerender.ts): the page's own
 * layout, its avatar in place. The page's early script shows the member's 2D render there as soon
 * as the dashboard data names it, while the app's code is still on its way.
 */
export function DashboardSkeleton() {
  return (
    <div className="dashboard dashboard--skeleton">
      <div role="status" aria-live="polite" className="dashboard__title dashboard-skeleton__status">
        Consulting the Forbidden Archives
      </div>
      <div className="dashboard__grid">
        <div className="dashboard__side">
          <Card className="dashboard-avatar">
            <div className="dashboard-avatar__head">
              <span className="dashboard-section-title">Character</span>
            </div>
            <div className="dashboard-avatar__stage">
              <img
                className="dashboard-avatar__image"
                // Element Timing tells the page's script when the picture is on screen.
                {...{ [EARLY_RENDER_ATTRIBUTE]: '', elementtiming: 'early-avatar' }}
                alt=""
                width={240}
                height={340}
                hidden
              />
            </div>
          </Card>
          <SectionPlaceholder />
        </div>
        <SectionPlaceholder tall />
        <div className="dashboard__aside">
          <SectionPlaceholder />
        </div>
      </div>
    </div>
  );
}

/** A dashboard section's place before its content renders: its card, empty. */
export function SectionPlaceholder({ tall = false }: { tall?: boolean }) {
  return (
    <Card
      className={['dashboard-skeleton__block', tall && 'dashboard-skeleton__block--tall']
        .filter(Boolean)
        .join(' ')}
    />
  );
}
