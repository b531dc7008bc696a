import { formatInteger } from '@endless/ui';
import type { ProfileResponse } from '../lib/profile-actions';

/** Friends, followers and views; each reads '~' until the profile has loaded (spec 01 §9). */
export function ProfileStats({
  stats,
}: {
  stats: ProfileResponse['profile_data_stats'] | undefined;
}) {
  const shown = (value: number | undefined) => (value === undefined ? '~' : formatInteger(value));
  const items = [
    ['Friends', stats?.user_friends_count],
    ['Followers', stats?.user_followers],
    ['Profile Views', stats?.profile_views],
  ] as const;
  return (
    <dl className="profiles-stats" aria-busy={stats === undefined || undefined}>
      {items.map(([label, value]) => (
        <div key={label} className="profiles-stats__item">
          <dt className="profiles-stats__label">{label}</dt>
          <dd className="profiles-stats__value">{shown(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
