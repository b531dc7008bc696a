import { lazy } from 'react';

/**
 * The 3D avatar scene, loaded on demand: three.js and the scene come in their own chunk, fetched
 * only by screens that show 3D. Render it inside <Suspense>, and only when `hasWebGL()` is true.
 */
export const LazyAvatarScene = lazy(() => import('./avatar-scene'));

export type { AvatarSceneProps } from './avatar-scene';
export type { Renders } from './capture';
export { hasWebGL } from './webgl';
