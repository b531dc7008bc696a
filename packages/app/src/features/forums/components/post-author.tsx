import { Avatar, Badge, Link } from '@endless/ui';
import { Link as RouterLink } from 'react-router';
import { contentUrls } from '../../../config/env';
import { paths } from '../../../config/paths';

export interface PostAuthorProps {
  userId: number;
  username: string;
  render: string;
  /** The author is staff: a shield is shown. */
  staff: boolean;
  size?: 'sm' | 'lg';
}

/** The avatar (half render), the username linking to the profile, and the staff shield. */
export function PostAuthor({ userId, username, render, staff, size = 'lg' }: PostAuthorProps) {
  return (
    <div className={`forums-author forums-author--${size}`}>
      <Avatar
        src={contentUrls.halfRender(render)}
        alt={`${username}'s avatar`}
        name={username}
        size={size === 'lg' ? 'xl' : 'sm'}
        shape={size === 'lg' ? 'portrait' : 'circle'}
        className="forums-author__avatar"
      />
      <span className="forums-author__name">
        <Link asChild>
          <RouterLink to={paths.users.profile.getHref(userId)}>{username}</RouterLink>
        </Link>
        {staff && <Badge variant="staff" iconOnly label="Endless Staff" />}
      </span>
    </div>
  );
}
