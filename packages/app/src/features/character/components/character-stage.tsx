import { Loader } from '@endless/ui';
import { Suspense, memo, useState } from 'react';
import { FallbackBoundary } from '../../../components/fallback-boundary';
import {
  LazyAvatarScene,
  hasWebGL,
  type Renders,
} from '../../../components/avatar-scene/lazy-avatar-scene';
import { contentUrls, env } from '../../../config/env';

export interface CharacterStageProps {
  characterCode: string;
  fullRender: string;
  onCapture: (renders: Renders) => void;
}

/** The latest 2D render with a short note, where the 3D scene cannot run. */
function RenderFallback({ fullRender, note }: { fullRender: string; note: string }) {
  return (
    <figure className="character-stage__fallback">
      <img
        className="character-stage__render"
        src={contentUrls.fullRender(fullRender)}
        alt="Your character"
        width={240}
        height={340}
      />
      <figcaption className="character__muted">{note}</figcaption>
    </figure>
  );
}

const NO_WEBGL = 'This browser cannot show 3D (no WebGL), so this is your latest 2D render.';
const SCENE_FAILED = 'The 3D view could not start, so this is your latest 2D render.';

/**
 * The 3D character (three.js loads only here, on demand) or, without WebGL, the 2D render. Memo:
 * the screen re-renders on every outfit click, the scene only when its code changes.
 */
export const CharacterStage = memo(function CharacterStage({
  characterCode,
  fullRender,
  onCapture,
}: CharacterStageProps) {
  const [webgl] = useState(hasWebGL);
  if (!webgl) return <RenderFallback fullRender={fullRender} note={NO_WEBGL} />;
  return (
    <FallbackBoundary fallback={<RenderFallback fullRender={fullRender} note={SCENE_FAILED} />}>
      {/* The scene's own size while its code loads: the outfit below stays where a tap aims. */}
      <Suspense
        fallback={
          <div className="character-stage__scene character-stage__loading">
            <Loader label="Loading the 3D view" />
          </div>
        }
      >
        <LazyAvatarScene
          characterCode={characterCode}
          contentUrl={env.contentUrl}
          onCapture={onCapture}
          className="character-stage__scene"
        />
      </Suspense>
    </FallbackBoundary>
  );
});
