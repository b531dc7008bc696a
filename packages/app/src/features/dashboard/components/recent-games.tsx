import { Card, EmptyState, Link } from '@endless/ui';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { DashboardData } from '../types';

export function RecentGames({ recents }: { recents: DashboardData['recents'] }) {
  return (
    <Card asChild className="dashboard-panel">
      <section aria-labelledby="dashboard-games-title">
        <h2 id="dashboard-games-title" className="dashboard-section-title">
          Recently Played
        </h2>
        {recents.length === 0 ? (
          <EmptyState titleAs="p" title="No games played yet" />
        ) : (
          <ul className="dashboard-games" aria-label="Recently played games">
            {recents.map((game) => (
              <li key={game.game_id}>
                <Link asChild>
                  <RouterLink
                    className="dashboard-games__link"
                    to={paths.games.detail.getHref(game.game_id)}
                  >
                    {game.game_title}
                  </RouterLink>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
