import { Avatar, Card, EmptyState, Link, StatusDot } from '@endless/ui';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { contentUrls } from '../../../config/env';
import { paths } from '../../../config/paths';
import type { DashboardData } from '../types';
import { friendQuote } from '../lib/friend-quote';
import { onlineFriends } from '../lib/online-friends';

/** Presence is re-judged every 30 seconds, as often as the account sync runs. */
const CLOCK_TICK_MS = 30_000;

function useNowSeconds(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function OnlineFriends({ dashboard }: { dashboard: DashboardData }) {
  const now = useNowSeconds();
  const friends = onlineFriends(dashboard.friends, dashboard.username, now);
  return (
    <Card asChild className="dashboard-panel">
      <section aria-labelledby="dashboard-friends-title">
        <div className="dashboard-panel__head">
          <h2 id="dashboard-friends-title" className="dashboard-section-title">
            Online Friends
          </h2>
          <Link asChild>
            <RouterLink to={paths.users.list.getHref()}>All friends</RouterLink>
          </Link>
        </div>
        {friends.length === 0 ? (
          <EmptyState titleAs="p" title="No friends online right now" />
        ) : (
          <ul className="dashboard-friends" aria-label="Online friends">
            {friends.map((friend) => (
              <li key={friend.user_id} className="dashboard-friends__item">
                <Avatar
                  src={contentUrls.halfRender(friend.half_render)}
                  alt=""
                  name={friend.username}
                  size="sm"
                  shape="portrait"
                />
                <div className="dashboard-friends__body">
                  <div className="dashboard-friends__name">
                    <StatusDot status={friend.shown_status} />
                    <Link asChild>
                      <RouterLink to={paths.users.profile.getHref(friend.user_id)}>
                        {friend.username}
                      </RouterLink>
                    </Link>
                  </div>
                  {friend.latest_status && (
                    <q className="dashboard-friends__quote" title={friend.latest_status}>
                      {friendQuote(friend.latest_status)}
                    </q>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
