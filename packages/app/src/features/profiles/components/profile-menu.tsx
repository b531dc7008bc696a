import { Button, ConfirmDialog, DropdownMenu } from '@endless/ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { REPORT_TYPES } from '../../../config/report-types';

interface ProfileMenuProps {
  userId: number;
  username: string;
  /** The viewer has blocked this user: the menu offers Unblock. */
  blockedByMe: boolean;
  busy: boolean;
  onSetBlocked: (blocked: boolean) => Promise<unknown>;
}

function MoreIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="3" cy="8" r="1.5" fill="currentColor" />
      <circle cx="8" cy="8" r="1.5" fill="currentColor" />
      <circle cx="13" cy="8" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** Report and Block/Unblock (spec 01 §2). Blocking asks first (our design); unblocking does not. */
export function ProfileMenu({
  userId,
  username,
  blockedByMe,
  busy,
  onSetBlocked,
}: ProfileMenuProps) {
  const [confirmBlock, setConfirmBlock] = useState(false);
  return (
    <>
      <DropdownMenu
        trigger={
          <Button variant="ghost" size="sm" icon={<MoreIcon />} busy={busy}>
            More
          </Button>
        }
        items={[
          {
            type: 'element',
            key: 'report',
            element: (
              <RouterLink to={paths.report.form.getHref(REPORT_TYPES.userProfile, userId)}>
                Report
              </RouterLink>
            ),
          },
          blockedByMe
            ? {
                type: 'item',
                key: 'unblock',
                label: 'Unblock',
                onSelect: () => void onSetBlocked(false),
              }
            : {
                type: 'item',
                key: 'block',
                label: 'Block',
                danger: true,
                onSelect: () => setConfirmBlock(true),
              },
        ]}
      />
      <ConfirmDialog
        open={confirmBlock}
        onOpenChange={setConfirmBlock}
        title={`Block ${username}?`}
        message="Any friendship, friend request and follow between you ends, and they can no longer send you friend requests or follow you."
        confirmLabel="Block"
        confirmVariant="danger"
        busy={busy}
        onConfirm={() => onSetBlocked(true).then(() => undefined)}
      />
    </>
  );
}
