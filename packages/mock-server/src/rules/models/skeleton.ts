/**
 * The skeleton every generated model and clip shares: joints named as the app's stand-in rig names
 * its anchors, all children of `root`, in metres; the character stands on y = 0 and faces +z.
 * Slot items are skinned to these joints, clips animate them by name.
 */
export type Vec3 = [number, number, number];

export const JOINTS = {
  root: [0, 0, 0],
  torso: [0, 1.2, 0],
  head: [0, 1.8, 0],
  armLeft: [0.29, 1.45, 0],
  armRight: [-0.29, 1.45, 0],
  legLeft: [0.11, 0.86, 0],
  legRight: [-0.11, 0.86, 0],
} as const satisfies Record<string, Vec3>;

export type Joint = keyof typeof JOINTS;
export const JOINT_NAMES = Object.keys(JOINTS) as Joint[];
