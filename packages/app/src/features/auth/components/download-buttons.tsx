import { Button, useNotifications } from '@endless/ui';
import { HydratedFieldset } from '../../../components/hydrated-fieldset';

const PLATFORMS = ['Windows', 'Mac', 'Linux'] as const;

/** The game's download buttons: no public release exists yet, so each shows a notice (spec 01 §1). */
export function DownloadButtons() {
  const { notify } = useNotifications();
  const showNotice = () =>
    notify({
      id: 'auth-download',
      tone: 'warning',
      title: 'Unable to Download',
      message: 'No Public Releases Found',
    });

  return (
    <div className="auth-downloads" role="group" aria-labelledby="auth-downloads-title">
      <p id="auth-downloads-title" className="auth-downloads__title">
        Download the game
      </p>
      <div className="auth-downloads__buttons">
        <HydratedFieldset>
          {PLATFORMS.map((platform) => (
            <Button
              key={platform}
              variant="secondary"
              icon={<PlatformIcon platform={platform} />}
              onClick={showNotice}
            >
              {platform}
            </Button>
          ))}
        </HydratedFieldset>
      </div>
    </div>
  );
}

function PlatformIcon({ platform }: { platform: (typeof PLATFORMS)[number] }) {
  switch (platform) {
    case 'Windows':
      return (
        <svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true">
          <path d="M1 2.6 6.7 1.8v5.5H1zM7.4 1.7 15 .6v6.7H7.4zM1 8h5.7v5.5L1 12.7zM7.4 8H15v7.4l-7.6-1.1z" />
        </svg>
      );
    case 'Mac':
      return (
        <svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true">
          <path d="M11.2 8.5c0-1.6 1.3-2.4 1.4-2.4-.8-1.1-2-1.3-2.4-1.3-1-.1-2 .6-2.5.6s-1.3-.6-2.2-.6C4.4 4.8 3.3 5.5 2.7 6.6c-1.2 2.1-.3 5.2.9 6.9.6.8 1.2 1.7 2.1 1.7.8 0 1.2-.5 2.2-.5s1.3.5 2.2.5 1.5-.9 2-1.7c.6-.9.9-1.8.9-1.9 0 0-1.8-.7-1.8-3.1zM9.6 3.6c.5-.6.8-1.4.7-2.2-.7 0-1.5.5-2 1-.4.5-.8 1.3-.7 2.1.8.1 1.5-.4 2-.9z" />
        </svg>
      );
    case 'Linux':
      return (
        <svg
          viewBox="0 0 16 16"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          aria-hidden="true"
        >
          <rect x="1.5" y="2.5" width="13" height="11" rx="1.5" />
          <path d="m4.5 6.5 2 1.5-2 1.5M8 10h3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      );
  }
}
