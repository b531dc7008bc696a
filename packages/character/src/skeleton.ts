/**
 * The skeleton every model and clip shares (api-spec/components/character.yaml#/CharacterCode: the
 * body model carries it, items are skinned to its joints, clips animate them by name). Joints are
 * children of `root`, at rest, in metres; the character stands on y = 0 and faces +z.
 */
export type Vec3 = [number, number, number];

const REST = {
  root: [0, 0, 0],
  torso: [0, 1.2, 0],
  head: [0, 1.8, 0],
  armLeft: [0.29, 1.45, 0],
  armRight: [-0.29, 1.45, 0],
  legLeft: [0.11, 0.86, 0],
  legRight: [-0.11, 0.86, 0],
} as const satisfies Record<string, Vec3>;

export type Joint = keyof typeof REST;
/** Each joint's rest position. */
export const JOINTS: Readonly<Record<Joint, Readonly<Vec3>>> = REST;
/** The joints in the order a skin lists them (`root` first). */
export const JOINT_NAMES = Object.keys(REST) as Joint[];
