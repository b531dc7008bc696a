// Spec 02 §4/§9: the 2D render is captured at 240x340 (full body) plus a half-body shot, at quality
// 0.92. Pure: the caller draws each shot into the canvas it passes (a stub in tests).

export type Shot = 'full' | 'half';

/** The half-body shot is head and shoulders in a square (our design; the spec gives no size). */
export const CAPTURE_SIZES: Record<Shot, { width: number; height: number }> = {
  full: { width: 240, height: 340 },
  half: { width: 240, height: 240 },
};
export const CAPTURE_TYPE = 'image/jpeg';
export const CAPTURE_QUALITY = 0.92;

export interface CaptureCanvas {
  width: number;
  height: number;
  toDataURL: (type: string, quality?: number) => string;
}

export type Renders = Record<Shot, string>;

/** Sizes the canvas for each shot, lets `draw` render it, and reads it back as a data URL. */
export function captureRenders(canvas: CaptureCanvas, draw: (shot: Shot) => void): Renders {
  const shoot = (shot: Shot) => {
    canvas.width = CAPTURE_SIZES[shot].width;
    canvas.height = CAPTURE_SIZES[shot].height;
    draw(shot);
    return canvas.toDataURL(CAPTURE_TYPE, CAPTURE_QUALITY);
  };
  return { full: shoot('full'), half: shoot('half') };
}
