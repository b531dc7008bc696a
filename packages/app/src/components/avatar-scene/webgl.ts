// WebGL detection without three.js, so a screen can choose the 2D fallback before loading the scene.

let cached: boolean | undefined;

/** True when the browser can create a WebGL context (jsdom and GPU-less browsers cannot). */
export function hasWebGL(): boolean {
  if (cached !== undefined) return cached;
  // jsdom has no WebGL constructors; asking it for a context only logs "not implemented".
  if (typeof window === 'undefined' || typeof window.WebGLRenderingContext === 'undefined') {
    cached = false;
    return cached;
  }
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    cached = context !== null;
    context?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    cached = false;
  }
  return cached;
}
