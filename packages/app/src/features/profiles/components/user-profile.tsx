import { hasErrorCode, isApiError, errorMessage } from '@endless/client';
import { Avatar, Badge, Button, Card, Link, StatusDot } from '@endless/ui';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Link as RouterLink } from 'react-router';
import { contentUrls } from '../../../config/env';
import { paths } from '../../../config/paths';
import { useIsSignedIn } from '../../../lib/session';
import { getUserProfileQueryOptions } from '../../../lib/api/get-user-profile';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useProfileActions } from '../hooks/use-profile-actions';
import { profileActions } from '../lib/profile-actions';
import { PrivateProfile } from './private-profile';
import { ProfileActionButtons } from './profile-action-buttons';
import { ProfileMenu } from './profile-menu';
import { ProfileNotice } from './profile-notice';
import { ProfileStats } from './profile-stats';
import './profile.css';

/** The public profile at /user/{id} (spec 01 §2, §4, §8). */
export function UserProfile({ userId }: { userId: number }) {
  const signedIn = useIsSignedIn();
  const currentUserId = useCurrentUser()?.id;
  const {
    data: profile,
    error,
    refetch,
    isFetching,
  } = useQuery(getUserProfileQueryOptions(userId));
  const actions = useProfileActions(userId);

  if (error) {
    return <ProfileLoadError error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  }

  const data = profile?.profile_data;
  // Relations need a viewer, and are meaningless on one's own profile (the API refuses them).
  const ownProfile = currentUserId === userId;
  const canAct = signedIn && currentUserId !== undefined && !ownProfile && profile !== undefined;

  return (
    <div className="profiles-page">
      <Card className="profiles-hero" padding="lg">
        <div className="profiles-hero__render">
          {data ? (
            <Avatar
              src={contentUrls.halfRender(data.render_half)}
              alt={`${data.username}'s avatar`}
              shape="portrait"
              size="xl"
            />
          ) : (
            <Avatar alt="Avatar loading" shape="portrait" size="xl" />
          )}
        </div>
        <div className="profiles-hero__main">
          <div className="profiles-hero__heading">
            <div className="profiles-hero__name">
              <h1 className="profiles-hero__username">
                {data ? data.username : 'Loading profile…'}
              </h1>
              {data && <StatusDot status={data.online_status} showLabel />}
            </div>
            {canAct && profile && !profile.profile_data.restricted && (
              <ProfileMenu
                userId={userId}
                username={profile.profile_data.username}
                blockedByMe={profile.block_state === 1}
                busy={actions.blockPending}
                onSetBlocked={actions.setBlocked}
              />
            )}
          </div>
          {data && (data.staff || data.subscriber !== 0) && (
            <div className="profiles-hero__badges">
              {data.staff && <Badge variant="staff" label="Endless Staff" />}
              {data.subscriber !== 0 && <Badge variant="subscriber" />}
            </div>
          )}
          <ProfileStats stats={profile?.profile_data_stats} />
          {canAct && profile && (
            <ProfileActionButtons
              actions={profileActions(profile)}
              pendingAction={actions.pendingAction}
              onAction={actions.run}
            />
          )}
        </div>
      </Card>
      {data && (
        <ProfileTexts username={data.username} about={data.about} signature={data.signature} />
      )}
    </div>
  );
}

/** A profile that could not be shown: gone, private, or a failed load that can be tried again. */
function ProfileLoadError({
  error,
  retrying,
  onRetry,
}: {
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (isApiError(error) && (error.status === 400 || error.status === 404)) {
    return <Navigate to={paths.dashboard.getHref()} replace />;
  }
  if (hasErrorCode(error, 'AC1011')) return <PrivateProfile />;
  return (
    <ProfileNotice
      title="Profile Unavailable"
      actions={
        <>
          <Button variant="secondary" busy={retrying} onClick={onRetry}>
            Try Again
          </Button>
          <Link asChild>
            <RouterLink to={paths.dashboard.getHref()}>Back to Dashboard</RouterLink>
          </Link>
        </>
      }
    >
      {errorMessage(error)}
    </ProfileNotice>
  );
}

/** About and signature. */
function ProfileTexts({
  username,
  about,
  signature,
}: {
  username: string;
  about: string;
  signature: string;
}) {
  return (
    <div className="profiles-texts">
      <Card header={<h2 className="profiles-texts__title">About</h2>}>
        <ProfileText text={about} empty={`${username} hasn't written anything yet.`} />
      </Card>
      <Card header={<h2 className="profiles-texts__title">Signature</h2>}>
        <ProfileText text={signature} empty="No signature." />
      </Card>
    </div>
  );
}

/** User text: rendered as text, its line breaks kept. */
function ProfileText({ text, empty }: { text: string; empty: string }) {
  return text.trim() ? (
    <p className="profiles-texts__body">{text}</p>
  ) : (
    <p className="profiles-texts__body profiles-texts__body--empty">{empty}</p>
  );
}
