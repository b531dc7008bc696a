import type { Rgb } from './colour.ts';

/**
 * A tiny vector rasteriser for the generated pictures. Shapes are signed distance functions in
 * pixels (negative inside), so edges are anti-aliased from the distance alone (no supersampling),
 * outlines are a band of the same distance and the shading darkens towards the edges, which makes
 * flat shapes read as rounded objects.
 */
export type Shape = (x: number, y: number) => number;

const { abs, hypot, max, min, sqrt, cos, sin } = Math;
const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

export const circle =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    hypot(x - cx, y - cy) - r;

/** An ellipse (distance approximated by the normalised gradient, good near the edge). */
export const ellipse =
  (cx: number, cy: number, rx: number, ry: number): Shape =>
  (x, y) => {
    const u = (x - cx) / rx;
    const v = (y - cy) / ry;
    const k = hypot(u, v);
    const g = hypot(u / rx, v / ry);
    return g ? (k * (k - 1)) / g : -min(rx, ry);
  };

/** A box centred on (cx, cy) with half sizes `w`, `h`, corner radius `r`, turned by `angle`. */
export const box = (cx: number, cy: number, w: number, h: number, r = 0, angle = 0): Shape => {
  const c = cos(angle);
  const s = sin(angle);
  return (x, y) => {
    const dx = abs((x - cx) * c + (y - cy) * s) - w + r;
    const dy = abs(-(x - cx) * s + (y - cy) * c) - h + r;
    return hypot(max(dx, 0), max(dy, 0)) + min(max(dx, dy), 0) - r;
  };
};

/** Distance from (x, y) to the segment from (ax, ay) to (bx, by). */
function segmentDistance(x: number, y: number, ax: number, ay: number, bx: number, by: number) {
  const px = x - ax;
  const py = y - ay;
  const vx = bx - ax;
  const vy = by - ay;
  const t = clamp01((px * vx + py * vy) / (vx * vx + vy * vy || 1));
  return hypot(px - vx * t, py - vy * t);
}

/** A thick line from (ax, ay) to (bx, by) with round ends (a capsule), `r` its half width. */
export const line =
  (ax: number, ay: number, bx: number, by: number, r: number): Shape =>
  (x, y) =>
    segmentDistance(x, y, ax, ay, bx, by) - r;

/** A polygon of points as [x0, y0, x1, y1, …]; `r` rounds it (grows it by r). */
export const polygon =
  (points: number[], r = 0): Shape =>
  (x, y) => {
    let d = Infinity;
    let sign = 1;
    for (let i = 0, j = points.length - 2; i < points.length; j = i, i += 2) {
      const ax = points[j] ?? 0;
      const ay = points[j + 1] ?? 0;
      const bx = points[i] ?? 0;
      const by = points[i + 1] ?? 0;
      d = min(d, segmentDistance(x, y, ax, ay, bx, by));
      if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) sign = -sign;
    }
    return sign * d - r;
  };

export const union =
  (...shapes: Shape[]): Shape =>
  (x, y) => {
    let d = Infinity;
    for (const shape of shapes) d = min(d, shape(x, y));
    return d;
  };
export const cut =
  (shape: Shape, hole: Shape): Shape =>
  (x, y) =>
    max(shape(x, y), -hole(x, y));
export const clip =
  (shape: Shape, by: Shape): Shape =>
  (x, y) =>
    max(shape(x, y), by(x, y));
/** A band of half width `w` along the shape's edge (a ring from a circle, a frame from a box). */
export const ring =
  (shape: Shape, w: number): Shape =>
  (x, y) =>
    abs(shape(x, y)) - w;
/** The half plane above (y < at) or below (y > at). */
export const above =
  (at: number): Shape =>
  (_x, y) =>
    y - at;
export const below =
  (at: number): Shape =>
  (_x, y) =>
    at - y;

export const scale = ([r, g, b]: Rgb, k: number): Rgb => [r * k, g * k, b * k];
export const mix = ([r, g, b]: Rgb, [r2, g2, b2]: Rgb, t: number): Rgb => [
  r + (r2 - r) * t,
  g + (g2 - g) * t,
  b + (b2 - b) * t,
];

export interface Paint {
  /** Outline width in pixels (0: none); the outline is the fill colour darkened. */
  outline?: number;
  /** Depth of the edge shading in pixels (0: flat). */
  depth?: number;
  opacity?: number;
}

/** An RGBA picture that shapes are painted onto, back to front. */
export class Raster {
  readonly rgba: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background?: Rgb,
  ) {
    this.rgba = new Float32Array(width * height * 4);
    if (background) {
      // One pixel, then copies of what is filled so far: doubling, in bulk.
      this.rgba.set([...background, 1]);
      for (let filled = 4; filled < this.rgba.length; filled *= 2)
        this.rgba.copyWithin(filled, 0, filled);
    }
  }

  /** Paints a shape: anti-aliased edge, a darker outline, light from the top and shaded edges. */
  fill(shape: Shape, colour: Rgb, { outline = 1.6, depth = 7, opacity = 1 }: Paint = {}): this {
    // `mix(edge, scale(colour, shade * light), inner)`, per channel without arrays: the same sums.
    const [edgeR, edgeG, edgeB] = scale(colour, 0.55);
    const [red, green, blue] = colour;
    const { width, height, rgba } = this;
    for (let py = 0; py < height; py++) {
      const light = 1.1 - (0.2 * py) / height;
      for (let px = 0; px < width; px++) {
        const d = shape(px + 0.5, py + 0.5);
        if (d > 1) {
          // Far outside: skip ahead by a safe share of the distance.
          px += max(0, Math.floor(d / 2) - 1);
          continue;
        }
        const alpha = clamp01(0.5 - d) * opacity;
        if (!alpha) continue;
        const inner = outline ? clamp01(0.5 - d - outline) : 1;
        const shade = depth ? 0.78 + 0.22 * sqrt(clamp01(-d / depth)) : 1;
        const k = shade * light;
        const r = edgeR + (red * k - edgeR) * inner;
        const g = edgeG + (green * k - edgeG) * inner;
        const b = edgeB + (blue * k - edgeB) * inner;
        const i = (py * width + px) * 4;
        const under = (rgba[i + 3] ?? 0) * (1 - alpha);
        const total = alpha + under;
        rgba[i] = (r * alpha + (rgba[i] ?? 0) * under) / total;
        rgba[i + 1] = (g * alpha + (rgba[i + 1] ?? 0) * under) / total;
        rgba[i + 2] = (b * alpha + (rgba[i + 2] ?? 0) * under) / total;
        rgba[i + 3] = total;
      }
    }
    return this;
  }

  /** 8-bit RGBA, row by row (what the PNG encoder takes). */
  bytes(): Uint8Array {
    const out = new Uint8Array(this.rgba.length);
    for (let i = 0; i < out.length; i++) {
      const v = this.rgba[i] ?? 0;
      out[i] = Math.round(min(255, max(0, (i & 3) === 3 ? v * 255 : v)));
    }
    return out;
  }
}
