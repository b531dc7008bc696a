import type { components } from '@endless/client';
import { Banner, Button, Card, Loader } from '@endless/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { hasWebGL, LazyAvatarScene } from '../../../components/avatar-scene/lazy-avatar-scene';
import { contentUrls, env } from '../../../config/env';
import { getCharacterQueryOptions } from '../../../lib/api/get-character';
import { getDashboardQueryOptions } from '../api/get-dashboard';
import { updateCachedDashboard } from '../api/keys';
import { setActiveRender } from '../api/set-active-render';

type ActiveRender = components['schemas']['ActiveRender'];

/** Spec 02 §4, §9: Reload Character is throttled to 4 seconds. */
export const RELOAD_THROTTLE_MS = 4000;

const MODES: { value: ActiveRender; label: string }[] = [
  { value: 0, label: '2D' },
  { value: 1, label: '3D' },
];

interface AvatarPanelProps {
  username: string;
  renderKey: string;
  activeRender: ActiveRender;
}

/** The dashboard's avatar: the 2D render or the live 3D scene (the choice is saved). */
export function AvatarPanel({ username, renderKey, activeRender }: AvatarPanelProps) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<ActiveRender>(activeRender);
  const [reloads, setReloads] = useState(0);
  const throttled = useThrottle(RELOAD_THROTTLE_MS);

  const save = useMutation({
    mutationFn: setActiveRender,
    onMutate: (next) => {
      const previous = mode;
      setMode(next);
      return { previous };
    },
    onSuccess: (saved) => {
      updateCachedDashboard(queryClient, (dashboard) => ({ ...dashboard, active_render: saved }));
    },
    onError: (_error, _next, context) => {
      if (context) setMode(context.previous);
    },
  });

  const reload = () => {
    throttled.start();
    setReloads((count) => count + 1);
    void queryClient.invalidateQueries({ queryKey: getDashboardQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: getCharacterQueryOptions().queryKey });
  };

  return (
    <Card asChild className="dashboard-avatar">
      <section aria-labelledby="dashboard-avatar-title">
        <div className="dashboard-avatar__head">
          <h2 id="dashboard-avatar-title" className="dashboard-section-title">
            Character
          </h2>
          <div className="dashboard-avatar__modes" role="group" aria-label="Avatar display">
            {MODES.map(({ value, label }) => (
              <Button
                key={value}
                size="sm"
                variant={mode === value ? 'primary' : 'ghost'}
                aria-pressed={mode === value}
                onClick={() => {
                  if (mode !== value) save.mutate(value);
                }}
              >
                {label}
              </Button>
            ))}
          </div>
        </div>
        <div className="dashboard-avatar__stage">
          {mode === 1 ? (
            <Avatar3D key={reloads} username={username} renderKey={renderKey} />
          ) : (
            <AvatarImage key={reloads} username={username} renderKey={renderKey} />
          )}
        </div>
        {save.isError && (
          <Banner tone="danger" role="alert">
            The display choice could not be saved. Try again later.
          </Banner>
        )}
        <Button variant="secondary" fullWidth disabled={throttled.active} onClick={reload}>
          Reload Character
        </Button>
      </section>
    </Card>
  );
}

function AvatarImage({ username, renderKey }: { username: string; renderKey: string }) {
  return (
    <img
      className="dashboard-avatar__image"
      src={contentUrls.fullRender(renderKey)}
      alt={`${username}'s character`}
      width={240}
      height={340}
    />
  );
}

function Avatar3D({ username, renderKey }: { username: string; renderKey: string }) {
  const webgl = hasWebGL();
  const character = useQuery({ ...getCharacterQueryOptions(), enabled: webgl });
  if (!webgl) {
    return (
      <div className="dashboard-avatar__fallback">
        <AvatarImage username={username} renderKey={renderKey} />
        <p className="dashboard-muted">3D needs WebGL, which this browser does not offer.</p>
      </div>
    );
  }
  if (character.isPending) return <Loader />;
  if (character.isError) {
    return (
      <Banner tone="danger" role="alert">
        {character.error.message}
      </Banner>
    );
  }
  return (
    <Suspense fallback={<Loader />}>
      <LazyAvatarScene
        className="dashboard-avatar__scene"
        characterCode={character.data.character_code}
        contentUrl={env.contentUrl}
      />
    </Suspense>
  );
}

/** A flag that stays on for `ms` after `start()`. */
function useThrottle(ms: number) {
  const [active, setActive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    active,
    start: () => {
      setActive(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setActive(false), ms);
    },
  };
}
