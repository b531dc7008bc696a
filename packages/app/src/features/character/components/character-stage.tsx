import { Loader } from '@endless/ui';
import { Component, Suspense, memo, useState, type ReactNode } from 'react';
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

/** A scene that fails to start (e.g. the WebGL context is refused) falls back to the 2D render. */
class SceneBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

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
    <SceneBoundary fallback={<RenderFallback fullRender={fullRender} note={SCENE_FAILED} />}>
      <Suspense fallback={<Loader label="Loading the 3D view" />}>
        <LazyAvatarScene
          characterCode={characterCode}
          contentUrl={env.contentUrl}
          onCapture={onCapture}
          className="character-stage__scene"
        />
      </Suspense>
    </SceneBoundary>
  );
});
