import { Banner, Button, Loader } from '@endless/ui';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useAfterFirstCommit } from '../../../lib/use-after-first-commit';
import { getDashboardQueryOptions } from '../api/get-dashboard';
import { AvatarPanel } from './avatar-panel';
import { SectionPlaceholder } from './dashboard-skeleton';
import { OnlineFriends } from './online-friends';
import { RecentGames } from './recent-games';
import { StatusFeed } from './status-feed';
import './dashboard.css';

/** /dashboard (spec 02 §2): avatar, online friends, recently played games and the status feed. */
export function DashboardPage() {
  const query = useQuery(getDashboardQueryOptions());
  // The feed and the friends list are below a phone's first screen.
  const restShown = useAfterFirstCommit();
  // The first answer draws the whole page: deferred, React renders it in slices (see ShellLayout).
  // Later answers (a posted status) show at once.
  const firstShown = useDeferredValue(query.data);
  const data = firstShown === undefined ? undefined : query.data;
  if (query.isPending || (query.data && !data)) return <Loader />;
  // The product reads the first element; the contract makes it a one-element tuple.
  const dashboard = data?.dashboard[0];
  if (!dashboard) {
    return (
      <div className="dashboard">
        <Banner tone="danger" role="alert">
          {query.error?.message ?? 'The dashboard could not be loaded. Try again later.'}
        </Banner>
        {/* A failed load must leave a way on, not a dead end. */}
        <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <div className="dashboard">
      <h1 className="dashboard__title">Welcome back, {dashboard.username}</h1>
      <div className="dashboard__grid">
        <div className="dashboard__side">
          <AvatarPanel
            username={dashboard.username}
            renderKey={dashboard.half_render}
            activeRender={dashboard.active_render}
          />
          <RecentGames recents={dashboard.recents} />
        </div>
        {restShown ? <StatusFeed dashboard={dashboard} /> : <SectionPlaceholder tall />}
        <div className="dashboard__aside">
          {restShown ? <OnlineFriends dashboard={dashboard} /> : <SectionPlaceholder />}
        </div>
      </div>
    </div>
  );
}
