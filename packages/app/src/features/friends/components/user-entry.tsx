import { Avatar, Badge, Link, formatInteger } from '@endless/ui';
import { Link as RouterLink } from 'react-router';
import { contentUrls } from '../../../config/env';
import { paths } from '../../../config/paths';

/** One user in a list; search results and relations name the render key differently. */
export interface UserEntryData {
  user_id: number;
  username: string;
  shield: boolean;
  render: string;
  friends_count: number;
  followers_count: number;
}

function plural(count: number, one: string, many: string): string {
  return `${formatInteger(count)} ${count === 1 ? one : many}`;
}

export function UserEntry({ user }: { user: UserEntryData }) {
  return (
    <li className="friends-entry">
      <Avatar
        src={contentUrls.halfRender(user.render)}
        alt={`${user.username}'s avatar`}
        shape="portrait"
        size="lg"
        className="friends-entry__render"
      />
      <div className="friends-entry__body">
        <p className="friends-entry__name">
          <Link asChild>
            <RouterLink to={paths.users.profile.getHref(user.user_id)}>{user.username}</RouterLink>
          </Link>
          {user.shield && <Badge variant="staff" iconOnly label="Endless Staff" />}
        </p>
        <p className="friends-entry__counts">
          <span>{plural(user.friends_count, 'Friend', 'Friends')}</span>
          <span aria-hidden="true"> · </span>
          <span>{plural(user.followers_count, 'Follower', 'Followers')}</span>
        </p>
      </div>
    </li>
  );
}
