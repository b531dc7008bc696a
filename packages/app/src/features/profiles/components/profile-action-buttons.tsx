import { Button, type ButtonVariant } from '@endless/ui';
import { PROFILE_ACTION_LABELS, type ProfileAction } from '../lib/profile-actions';

const VARIANTS: Record<ProfileAction, ButtonVariant> = {
  addFriend: 'primary',
  accept: 'primary',
  follow: 'secondary',
  cancel: 'secondary',
  decline: 'secondary',
  unfriend: 'secondary',
  unfollow: 'secondary',
};

interface ProfileActionButtonsProps {
  actions: readonly ProfileAction[];
  /** The action whose call is in flight: it spins, the others wait. */
  pendingAction: ProfileAction | undefined;
  onAction: (action: ProfileAction) => void;
}

export function ProfileActionButtons({
  actions,
  pendingAction,
  onAction,
}: ProfileActionButtonsProps) {
  if (actions.length === 0) return null;
  return (
    <div className="profiles-actions" role="group" aria-label="Relation">
      {actions.map((action) => (
        <Button
          key={action}
          variant={VARIANTS[action]}
          busy={pendingAction === action}
          disabled={pendingAction !== undefined && pendingAction !== action}
          onClick={() => onAction(action)}
        >
          {PROFILE_ACTION_LABELS[action]}
        </Button>
      ))}
    </div>
  );
}
