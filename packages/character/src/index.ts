/**
 * @endless/character: the avatar as the app and the mock both describe it. The character code
 * (its parts and their fallbacks), the skeleton's joints, the shape catalogue of the body, the eyes
 * and every slot item, and the key hash that picks among them. Plain data and functions, no
 * three.js: `@endless/character/three` turns shapes into geometry.
 */
export {
  ANIMATION_COUNT,
  DEFAULT_ANIMATIONS,
  DEFAULT_BODY,
  DEFAULT_EYES,
  SLOT_CATEGORIES,
  SLOT_COUNT,
  cssColour,
  formatCharacterCode,
  isAssetKey,
  isSlotCategory,
  isStoredColour,
  parseCharacterCode,
} from './character-code.ts';
export type {
  Animations,
  CharacterParts,
  ModelColour,
  SlotAssets,
  SlotCategory,
} from './character-code.ts';
export { hashKey } from './hash.ts';
export {
  EYE_POSITIONS,
  EYE_SCALES,
  HEAD_RADIUS,
  bodyShapes,
  buildWidth,
  eyeScale,
  eyeShapes,
  itemShapes,
  itemVariants,
} from './shapes.ts';
export type { Shape, Solid } from './shapes.ts';
export { JOINTS, JOINT_NAMES } from './skeleton.ts';
export type { Joint, Vec3 } from './skeleton.ts';
