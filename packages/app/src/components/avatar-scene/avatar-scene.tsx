// The avatar's 3D scene (three.js + @react-three/fiber). Load it ONLY through `LazyAvatarScene`
// (lazy-avatar-scene.tsx) so three.js stays out of the initial bundle.
import { parseCharacterCode, type CharacterParts } from '@endless/character';
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PerspectiveCamera, WebGLRenderer, type Object3D } from 'three';
import { scheduleRandomAnimations } from './animation-scheduler';
import { AvatarModel, PRE_RENDER_PARTS, type AvatarStatus } from './avatar-model';
import { captureRenders, CAPTURE_SIZES, type Renders, type Shot } from './capture';
import './avatar-scene.css';

export interface AvatarSceneProps {
  /** The character code from `GET /character/data/character` (or a colour/outfit change). */
  characterCode: string;
  /** The content host base URL (`env.contentUrl`). */
  contentUrl: string;
  /** Called with the 2D renders once every part of a new code has loaded (the pre-render check). */
  onCapture?: (renders: Renders) => void;
  className?: string;
}

const LOOK_AT: [number, number, number] = [0, 1.05, 0];
const CAPTURE_BACKGROUND = '#e8ecf2';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The character from the content host's models, moved by its clips. */
function Character({
  parts,
  code,
  contentUrl,
  reducedMotion,
  onStatus,
}: {
  parts: CharacterParts;
  code: string;
  contentUrl: string;
  reducedMotion: boolean;
  onStatus: (status: AvatarStatus) => void;
}) {
  const [model, setModel] = useState<AvatarModel | null>(null);
  const statusRef = useRef(onStatus);
  useEffect(() => {
    statusRef.current = onStatus;
  }, [onStatus]);
  useEffect(() => {
    const created = new AvatarModel(contentUrl, !reducedMotion, (status) =>
      statusRef.current(status),
    );
    setModel(created);
    return () => created.dispose();
  }, [contentUrl, reducedMotion]);
  useEffect(() => model?.setParts(parts, code), [model, parts, code]);
  useEffect(() => {
    if (!model || reducedMotion) return;
    return scheduleRandomAnimations((which) => model.playRandom(which)).stop;
  }, [model, reducedMotion]);
  useFrame((_, seconds) => model?.update(seconds));
  return model ? <primitive object={model.group} /> : null;
}

/** A slow, gentle sway of the camera around the character (still when motion is reduced). */
function CameraOrbit({ reducedMotion }: { reducedMotion: boolean }) {
  useFrame(({ camera, clock }) => {
    const angle = reducedMotion ? 0.35 : 0.35 + Math.sin(clock.elapsedTime * 0.2) * 0.45;
    camera.position.set(Math.sin(angle) * 5.2, 1.35, Math.cos(angle) * 5.2);
    camera.lookAt(...LOOK_AT);
  });
  return null;
}

/** Renders the two 2D shots with a short-lived renderer of its own (the visible canvas keeps its size). */
function renderShots(scene: Object3D): Renders {
  const canvas = document.createElement('canvas');
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setClearColor(CAPTURE_BACKGROUND, 1);
  const camera = new PerspectiveCamera(30, 1, 0.1, 50);
  const framing: Record<Shot, { eye: [number, number, number]; target: [number, number, number] }> =
    {
      full: { eye: [0, 1.15, 4.9], target: [0, 1.08, 0] },
      half: { eye: [0, 1.72, 2.3], target: [0, 1.66, 0] },
    };
  try {
    return captureRenders(canvas, (shot) => {
      const { width, height } = CAPTURE_SIZES[shot];
      renderer.setSize(width, height, false);
      camera.aspect = width / height;
      camera.position.set(...framing[shot].eye);
      camera.lookAt(...framing[shot].target);
      camera.updateProjectionMatrix();
      renderer.render(scene, camera);
    });
  } finally {
    renderer.dispose();
    renderer.forceContextLoss();
  }
}

/**
 * With motion reduced nothing moves by itself, so the scene draws on demand (a still scene cost a
 * software-rendering browser two cores): once more whenever the model's loading status moves on,
 * since parts arriving from the model worker change the scene outside React.
 */
function DrawOnChange({ status }: { status: AvatarStatus | null }) {
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => invalidate(), [invalidate, status]);
  return null;
}

/** Captures once per code, on the first frame after the pre-render check passes. */
function Capture({
  code,
  readyCode,
  onCapture,
}: {
  code: string;
  readyCode: string | null;
  onCapture?: (renders: Renders) => void;
}) {
  const scene = useThree((state) => state.scene);
  const captured = useRef<string | null>(null);
  useFrame(() => {
    if (!onCapture || readyCode !== code || captured.current === code) return;
    captured.current = code;
    onCapture(renderShots(scene));
  });
  return null;
}

export default function AvatarScene({
  characterCode,
  contentUrl,
  onCapture,
  className,
}: AvatarSceneProps) {
  const parts = useMemo(() => parseCharacterCode(characterCode), [characterCode]);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [status, setStatus] = useState<AvatarStatus | null>(null);
  // The pre-render check: all 16 parts of the current code really loaded.
  const ready = status?.code === characterCode && status.loaded === PRE_RENDER_PARTS;
  const readyCode = ready ? characterCode : null;

  return (
    <div
      className={['avatar-scene', className].filter(Boolean).join(' ')}
      role="img"
      aria-label="3D view of your character"
      data-ready={ready ? 'true' : 'false'}
      data-loaded-parts={status?.code === characterCode ? status.loaded : 0}
      data-failed-parts={status?.code === characterCode ? status.failed : 0}
    >
      <Canvas
        frameloop={reducedMotion ? 'demand' : 'always'}
        camera={{ fov: 30, near: 0.1, far: 50, position: [0, 1.35, 5.2] }}
        dpr={[1, 2]}
        gl={{ antialias: true, alpha: true, preserveDrawingBuffer: true }}
      >
        <hemisphereLight args={['#ffffff', '#6b6f80', 1.4]} />
        <directionalLight position={[2.5, 4, 3.5]} intensity={2.2} />
        <directionalLight position={[-3, 2, -2.5]} intensity={0.8} color="#b9d2ff" />
        <mesh position={[0, 0.002, 0]} rotation={[-Math.PI / 2, 0, 0]}>
          <circleGeometry args={[0.55, 48]} />
          <meshBasicMaterial color="#000000" transparent opacity={0.16} />
        </mesh>
        <CameraOrbit reducedMotion={reducedMotion} />
        <Character
          parts={parts}
          code={characterCode}
          contentUrl={contentUrl}
          reducedMotion={reducedMotion}
          onStatus={setStatus}
        />
        <Capture code={characterCode} readyCode={readyCode} onCapture={onCapture} />
        {reducedMotion && <DrawOnChange status={status} />}
      </Canvas>
    </div>
  );
}
