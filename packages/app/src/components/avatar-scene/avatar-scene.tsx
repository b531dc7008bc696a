// The avatar's 3D scene (three.js + @react-three/fiber). Load it ONLY through `LazyAvatarScene`
// (lazy-avatar-scene.tsx) so three.js stays out of the initial bundle.
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  Color,
  MeshStandardMaterial,
  PerspectiveCamera,
  WebGLRenderer,
  type Group,
  type Object3D,
} from 'three';
import { scheduleRandomAnimations } from './animation-scheduler';
import { captureRenders, CAPTURE_SIZES, type Renders, type Shot } from './capture';
import {
  PRE_RENDER_PARTS,
  parseCharacterCode,
  partSignatures,
  type CharacterParts,
  type SlotAssets,
} from './character-code';
import { hashKey, keyColour } from './hash';
import { MOTION_SECONDS, idleTempo, randomMotions, type Motion } from './motions';
import { ANCHORS, EYE_OFFSETS, HEAD_RADIUS, type Anchor } from './rig';
import { slotPieces, type Piece } from './slot-pieces';
import { loadTexture, textureUrl } from './textures';
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

type ReportLoaded = (part: number, signature: string) => void;
type AnchorRefs = Record<Anchor, RefObject<Group | null>>;

const LOOK_AT: [number, number, number] = [0, 1.05, 0];
const CAPTURE_BACKGROUND = '#e8ecf2';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** One material per worn item: its key's colour at once, its maps once they have loaded. */
function useSlotMaterials(
  slots: (SlotAssets | null)[],
  contentUrl: string,
  report: ReportLoaded,
): (MeshStandardMaterial | null)[] {
  const signature = slots.map((slot) => (slot ? `${slot.model}|${slot.diffuse}` : '')).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by what the slots load
  const wanted = useMemo(() => slots, [signature]);
  const materials = useMemo(
    () =>
      wanted.map((slot) =>
        slot
          ? new MeshStandardMaterial({ color: new Color(keyColour(slot.model)), roughness: 0.7 })
          : null,
      ),
    [wanted],
  );

  useEffect(() => {
    let live = true;
    wanted.forEach((slot, index) => {
      const material = materials[index];
      if (!slot || !material) {
        report(index + 1, 'bare');
        return;
      }
      const load = (key: string, colour: boolean) =>
        loadTexture(textureUrl(contentUrl, key), colour);
      void Promise.all([
        load(slot.diffuse, true),
        load(slot.normal, false),
        load(slot.orm, false),
      ]).then(([diffuse, normal, orm]) => {
        if (!live) return;
        if (diffuse) {
          material.map = diffuse;
          material.color.set('#ffffff');
        }
        material.normalMap = normal;
        // ORM: occlusion in red, roughness in green, metalness in blue.
        material.aoMap = orm;
        material.roughnessMap = orm;
        material.metalnessMap = orm;
        if (orm) material.metalness = 1;
        material.needsUpdate = true;
        report(index + 1, `${slot.model}|${slot.diffuse}`);
      });
    });
    return () => {
      live = false;
    };
  }, [wanted, materials, contentUrl, report]);

  useEffect(() => () => materials.forEach((material) => material?.dispose()), [materials]);
  return materials;
}

function Pieces({
  pieces,
  anchor,
}: {
  pieces: { piece: Piece; material: MeshStandardMaterial; key: string }[];
  anchor: Anchor;
}) {
  return pieces
    .filter(({ piece }) => piece.anchor === anchor)
    .map(({ piece, material, key }) => (
      <mesh
        key={key}
        material={material}
        position={piece.position}
        rotation={piece.rotation}
        scale={piece.scale}
      >
        {piece.geometry}
      </mesh>
    ));
}

function Character({
  parts,
  contentUrl,
  report,
  reducedMotion,
}: {
  parts: CharacterParts;
  contentUrl: string;
  report: ReportLoaded;
  reducedMotion: boolean;
}) {
  const refs: AnchorRefs = {
    root: useRef<Group>(null),
    torso: useRef<Group>(null),
    head: useRef<Group>(null),
    armLeft: useRef<Group>(null),
    armRight: useRef<Group>(null),
    legLeft: useRef<Group>(null),
    legRight: useRef<Group>(null),
  };
  const skin = useMemo(() => new MeshStandardMaterial({ roughness: 0.65 }), []);
  const iris = useMemo(() => new MeshStandardMaterial({ roughness: 0.25 }), []);
  const white = useMemo(() => new MeshStandardMaterial({ color: '#fbfbfb', roughness: 0.3 }), []);
  const dark = useMemo(() => new MeshStandardMaterial({ color: '#3a2320', roughness: 0.8 }), []);
  useEffect(
    () => () => [skin, iris, white, dark].forEach((m) => m.dispose()),
    [skin, iris, white, dark],
  );
  skin.color.set(parts.body.colour);
  iris.color.set(parts.eyes.colour);

  // The body model key sets the build (slim, regular, broad); the eye key the eye shape.
  const build = 1 + (hashKey(parts.body.model) % 3) * 0.08;
  const eyeShape = (
    [
      [1, 1, 1],
      [0.9, 1.35, 0.9],
      [1.15, 0.7, 1],
    ] as const
  )[hashKey(parts.eyes.model) % 3] ?? [1, 1, 1];

  const bodySignature = `${parts.body.model}|${parts.eyes.model}`;
  useEffect(() => report(0, bodySignature), [report, bodySignature]);

  const materials = useSlotMaterials(parts.slots, contentUrl, report);
  const pieces = parts.slots.flatMap((slot, index) => {
    const material = materials[index];
    if (!slot || !material) return [];
    return slotPieces(slot.category, slot.model).map((piece, n) => ({
      piece,
      material,
      key: `${slot.category}-${slot.model}-${n}`,
    }));
  });

  const [idleMotion, motions] = useMemo(
    () => [idleTempo(parts.animations.idle), randomMotions(parts.animations.random)],
    [parts.animations],
  );
  const clock = useThree((state) => state.clock);
  const playing = useRef<{ motion: Motion; start: number } | null>(null);
  useEffect(() => {
    if (reducedMotion) return;
    const schedule = scheduleRandomAnimations((which) => {
      playing.current = { motion: motions[which], start: clock.elapsedTime };
    });
    return schedule.stop;
  }, [motions, clock, reducedMotion]);

  useFrame(({ clock: { elapsedTime: t } }) => {
    const { root, torso, head, armLeft, armRight, legLeft, legRight } = refs;
    if (!root.current || !torso.current || !head.current) return;
    if (!armLeft.current || !armRight.current || !legLeft.current || !legRight.current) return;
    if (reducedMotion) return;
    // Idle: breathing, a slow look around and relaxed arms.
    const s = idleMotion;
    torso.current.scale.y = 1 + 0.015 * Math.sin(t * 2 * s);
    head.current.rotation.y = 0.12 * Math.sin(t * 0.6 * s);
    head.current.rotation.z = 0.03 * Math.sin(t * 1.1 * s);
    armLeft.current.rotation.set(0, 0, 0.1 + 0.04 * Math.sin(t * 2 * s));
    armRight.current.rotation.set(0, 0, -0.1 - 0.04 * Math.sin(t * 2 * s));
    legLeft.current.rotation.set(0, 0, 0);
    legRight.current.rotation.set(0, 0, 0);
    root.current.position.y = 0;
    root.current.rotation.set(0, 0, 0);

    const current = playing.current;
    if (!current) return;
    const progress = (t - current.start) / MOTION_SECONDS;
    if (progress >= 1) {
      playing.current = null;
      return;
    }
    const envelope = Math.sin(progress * Math.PI);
    switch (current.motion) {
      case 'wave':
        armRight.current.rotation.z = -0.1 - 2.6 * envelope + 0.3 * envelope * Math.sin(t * 14);
        break;
      case 'jump': {
        const hop = Math.abs(Math.sin(progress * Math.PI * 2));
        root.current.position.y = 0.35 * hop;
        legLeft.current.rotation.x = -0.4 * hop;
        legRight.current.rotation.x = -0.4 * hop;
        armLeft.current.rotation.z = 0.1 + 1.2 * hop;
        armRight.current.rotation.z = -0.1 - 1.2 * hop;
        break;
      }
      case 'spin':
        root.current.rotation.y = Math.PI * 2 * (0.5 - 0.5 * Math.cos(progress * Math.PI));
        break;
      case 'dance':
        armLeft.current.rotation.z = 0.1 + envelope * (1.3 + 0.6 * Math.sin(t * 9));
        armRight.current.rotation.z = -0.1 - envelope * (1.3 + 0.6 * Math.sin(t * 9 + Math.PI));
        root.current.rotation.z = 0.08 * envelope * Math.sin(t * 9);
        break;
    }
  });

  const limb = (anchor: Anchor, children: ReactNode) => (
    <group key={anchor} ref={refs[anchor]} position={ANCHORS[anchor]}>
      {children}
      <Pieces pieces={pieces} anchor={anchor} />
    </group>
  );

  return (
    <group ref={refs.root}>
      <Pieces pieces={pieces} anchor="root" />
      {limb(
        'torso',
        <mesh material={skin} scale={[1.1 * build, 1, 0.72]}>
          <capsuleGeometry args={[0.2, 0.32, 8, 24]} />
        </mesh>,
      )}
      {limb(
        'head',
        <>
          <mesh material={skin}>
            <sphereGeometry args={[HEAD_RADIUS, 40, 28]} />
          </mesh>
          {EYE_OFFSETS.map((offset) => (
            <group key={offset[0]} position={offset} scale={eyeShape}>
              <mesh material={white}>
                <sphereGeometry args={[0.042, 20, 14]} />
              </mesh>
              <mesh material={iris} position={[0, 0, 0.024]}>
                <sphereGeometry args={[0.026, 20, 14]} />
              </mesh>
            </group>
          ))}
          <mesh material={dark} position={[0, -0.09, 0.235]} rotation={[0, 0, Math.PI]}>
            <torusGeometry args={[0.045, 0.009, 8, 20, Math.PI]} />
          </mesh>
        </>,
      )}
      {(['armLeft', 'armRight'] as const).map((arm) =>
        limb(
          arm,
          <>
            <mesh material={skin} position={[0, -0.27, 0]}>
              <capsuleGeometry args={[0.065, 0.42, 8, 16]} />
            </mesh>
            <mesh material={skin} position={[0, -0.56, 0]}>
              <sphereGeometry args={[0.08, 20, 14]} />
            </mesh>
          </>,
        ),
      )}
      {(['legLeft', 'legRight'] as const).map((leg) =>
        limb(
          leg,
          <>
            <mesh material={skin} position={[0, -0.41, 0]}>
              <capsuleGeometry args={[0.08, 0.58, 8, 16]} />
            </mesh>
            <mesh material={skin} position={[0, -0.8, 0.04]}>
              <boxGeometry args={[0.13, 0.08, 0.22]} />
            </mesh>
          </>,
        ),
      )}
    </group>
  );
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
  const [readyCode, setReadyCode] = useState<string | null>(null);

  // The pre-render check: every one of the 16 parts has loaded what the current code asks for.
  const loaded = useRef(new Map<number, string>());
  const expected = useMemo(() => partSignatures(parts), [parts]);
  const check = useCallback(() => {
    const ready =
      expected.length === PRE_RENDER_PARTS &&
      expected.every((signature, part) => loaded.current.get(part) === signature);
    if (ready) setReadyCode(characterCode);
  }, [expected, characterCode]);
  const checkRef = useRef(check);
  useEffect(() => {
    checkRef.current = check;
    check();
  }, [check]);
  const report = useCallback<ReportLoaded>((part, signature) => {
    loaded.current.set(part, signature);
    checkRef.current();
  }, []);

  return (
    <div
      className={['avatar-scene', className].filter(Boolean).join(' ')}
      role="img"
      aria-label="3D view of your character"
      data-ready={readyCode === characterCode ? 'true' : 'false'}
    >
      <Canvas
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
          contentUrl={contentUrl}
          report={report}
          reducedMotion={reducedMotion}
        />
        <Capture code={characterCode} readyCode={readyCode} onCapture={onCapture} />
      </Canvas>
    </div>
  );
}
