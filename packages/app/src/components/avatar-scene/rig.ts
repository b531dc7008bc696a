// The character's proportions: anchor points that the body and every equipment piece hang from.
// Units are metres; the character stands on y = 0 and faces +z.

export type Anchor = 'root' | 'torso' | 'head' | 'armLeft' | 'armRight' | 'legLeft' | 'legRight';
export type Vec3 = [number, number, number];

export const ANCHORS: Record<Anchor, Vec3> = {
  root: [0, 0, 0],
  torso: [0, 1.2, 0],
  head: [0, 1.8, 0],
  armLeft: [0.29, 1.45, 0],
  armRight: [-0.29, 1.45, 0],
  legLeft: [0.11, 0.86, 0],
  legRight: [-0.11, 0.86, 0],
};

export const HEAD_RADIUS = 0.25;
/** Eyes sit on the face, relative to the head anchor. */
export const EYE_OFFSETS: Vec3[] = [
  [0.09, 0.02, 0.222],
  [-0.09, 0.02, 0.222],
];
