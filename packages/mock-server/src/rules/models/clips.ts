import { JOINTS, hashKey, type Joint, type Vec3 } from '@endless/character';
import { Euler, Quaternion } from 'three';

/** What a clip does: the idle breathes and looks around; the random ones wave, turn, jump, dance. */
export type Motion = 'idle' | 'wave' | 'turn' | 'jump' | 'dance';
const RANDOM: Motion[] = ['wave', 'turn', 'jump', 'dance'];

/** A key's motion: named in the key (`wave_01`), else picked by its hash among the random ones. */
export function motionOf(key: string): Motion {
  const named = (['idle', ...RANDOM] as const).find((motion) => key.includes(motion));
  if (named) return named;
  if (key.includes('spin')) return 'turn';
  return RANDOM[hashKey(key) % RANDOM.length]!;
}

/** The idle's tempo from its key, 0.8× to 1.2×, so two idles differ. */
export const tempoOf = (key: string) => 0.8 + (hashKey(key) % 5) / 10;

/** A joint's offset from rest at one moment: turned (radians), lifted (metres), scaled. */
interface JointPose {
  turn?: Vec3;
  lift?: Vec3;
  scale?: Vec3;
}
type Pose = Partial<Record<Joint, JointPose>>;

/** Seconds a random clip lasts; the idle loops over IDLE_SECONDS / tempo. */
export const RANDOM_SECONDS = 2.4;
const IDLE_SECONDS = 6;
const FPS = 30;
const TAU = Math.PI * 2;

/** Each motion's pose at progress p (0–1) and time t (seconds). */
const POSES: Record<Motion, (p: number, t: number) => Pose> = {
  idle: (p) => {
    const breath = Math.sin(TAU * 3 * p);
    return {
      torso: { scale: [1 + 0.012 * breath, 1 + 0.03 * breath, 1 + 0.03 * breath] },
      head: { turn: [0, 0.12 * Math.sin(TAU * p), 0.03 * Math.sin(TAU * 2 * p)] },
      armLeft: { turn: [0, 0, 0.1 + 0.04 * breath] },
      armRight: { turn: [0, 0, -0.1 - 0.04 * breath] },
    };
  },
  wave: (p, t) => {
    const up = Math.sin(Math.PI * p);
    return {
      head: { turn: [0, 0.15 * up, 0.05 * up] },
      armLeft: { turn: [0, 0, 0.1] },
      armRight: { turn: [0, 0, -0.1 - 2.6 * up + 0.3 * up * Math.sin(t * 14)] },
    };
  },
  turn: (p) => ({ root: { turn: [0, TAU * (0.5 - 0.5 * Math.cos(Math.PI * p)), 0] } }),
  jump: (p) => {
    const hop = Math.abs(Math.sin(TAU * p));
    return {
      root: { lift: [0, 0.35 * hop, 0] },
      legLeft: { turn: [-0.4 * hop, 0, 0] },
      legRight: { turn: [-0.4 * hop, 0, 0] },
      armLeft: { turn: [0, 0, 0.1 + 1.2 * hop] },
      armRight: { turn: [0, 0, -0.1 - 1.2 * hop] },
    };
  },
  dance: (p, t) => {
    const swing = Math.sin(Math.PI * p);
    return {
      root: { turn: [0, 0, 0.08 * swing * Math.sin(t * 9)] },
      armLeft: { turn: [0, 0, 0.1 + swing * (1.3 + 0.6 * Math.sin(t * 9))] },
      armRight: { turn: [0, 0, -0.1 - swing * (1.3 + 0.6 * Math.sin(t * 9 + Math.PI))] },
    };
  },
};

export interface Track {
  joint: Joint;
  path: 'rotation' | 'translation' | 'scale';
  times: Float32Array;
  values: Float32Array;
}

/** The sampled tracks of a motion (linear keys at 30 per second); the idle's first and last agree. */
export function clipTracks(motion: Motion, tempo = 1): Track[] {
  const seconds = motion === 'idle' ? IDLE_SECONDS / tempo : RANDOM_SECONDS;
  const frames = Math.round(seconds * FPS);
  const times = Float32Array.from({ length: frames + 1 }, (_, i) => (i / frames) * seconds);
  const poses = Array.from(times, (t, i) => POSES[motion](i / frames, t));
  const first = poses[0]!;
  return (Object.keys(first) as Joint[]).flatMap((joint) => {
    const at = (i: number) => poses[i]![joint] ?? {};
    const tracks: Track[] = [];
    if (first[joint]?.turn) {
      const values = new Float32Array(times.length * 4);
      times.forEach((_, i) =>
        new Quaternion()
          .setFromEuler(new Euler(...(at(i).turn ?? [0, 0, 0])))
          .toArray(values, i * 4),
      );
      tracks.push({ joint, path: 'rotation', times, values });
    }
    if (first[joint]?.lift) {
      const values = new Float32Array(times.length * 3);
      times.forEach((_, i) => {
        const lift = at(i).lift ?? [0, 0, 0];
        values.set(
          JOINTS[joint].map((v, axis) => v + lift[axis]!),
          i * 3,
        );
      });
      tracks.push({ joint, path: 'translation', times, values });
    }
    if (first[joint]?.scale) {
      const values = new Float32Array(times.length * 3);
      times.forEach((_, i) => values.set(at(i).scale ?? [1, 1, 1], i * 3));
      tracks.push({ joint, path: 'scale', times, values });
    }
    return tracks;
  });
}
