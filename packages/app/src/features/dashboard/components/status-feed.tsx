import { Avatar, Card, EmptyState, Link, RelativeTime } from '@endless/ui';
import { Link as RouterLink } from 'react-router';
import { contentUrls } from '../../../config/env';
import { paths } from '../../../config/paths';
import { REPORT_TYPES } from '../../../config/report-types';
import type { DashboardData } from '../types';
import { StatusComposer } from './status-composer';

export function StatusFeed({ dashboard }: { dashboard: DashboardData }) {
  return (
    <Card asChild className="dashboard-panel dashboard-feed">
      <section aria-labelledby="dashboard-feed-title">
        <h2 id="dashboard-feed-title" className="dashboard-section-title">
          Status Feed
        </h2>
        <StatusComposer />
        {dashboard.statuses.length === 0 ? (
          <EmptyState titleAs="p" title="No statuses yet">
            Statuses from you and your friends show here.
          </EmptyState>
        ) : (
          <ol className="dashboard-feed__list" aria-label="Statuses">
            {dashboard.statuses.map((status) => {
              const own = status.username === dashboard.username;
              return (
                <li key={status.status_id} className="dashboard-feed__item">
                  <Avatar
                    src={contentUrls.halfRender(status.half_render)}
                    alt=""
                    name={status.username}
                    size="md"
                    shape="portrait"
                  />
                  <article
                    className="dashboard-feed__body"
                    aria-label={`Status by ${status.username}`}
                  >
                    <header className="dashboard-feed__meta">
                      <Link asChild>
                        <RouterLink
                          className="dashboard-feed__author"
                          to={paths.users.profile.getHref(status.user_id)}
                        >
                          {status.username}
                        </RouterLink>
                      </Link>
                      <RelativeTime className="dashboard-muted" epochSeconds={status.created_at} />
                      {!own && (
                        <Link asChild>
                          <RouterLink
                            className="dashboard-feed__report"
                            to={paths.report.form.getHref(
                              REPORT_TYPES.userStatus,
                              status.status_id,
                            )}
                          >
                            Report
                          </RouterLink>
                        </Link>
                      )}
                    </header>
                    <p className="dashboard-feed__content">{status.content}</p>
                  </article>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </Card>
  );
}
