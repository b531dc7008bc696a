import { ProfileNotice } from './profile-notice';

/** AC1011: the viewer may not see this profile (spec 01 §2). */
export function PrivateProfile() {
  return (
    <ProfileNotice title="Private Account" icon={<LockIcon />}>
      User has made their account private.
    </ProfileNotice>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <rect
        x="10"
        y="21"
        width="28"
        height="21"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M16 21v-6a8 8 0 0 1 16 0v6" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="24" cy="31" r="2.5" fill="currentColor" />
    </svg>
  );
}
