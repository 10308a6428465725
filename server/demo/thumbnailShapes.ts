// The shapes of the demo's picture files (toyThumbnail.ts): each a box and a signed distance (negative inside, in
// pixels), so the drawing anti-aliases every edge the same way. Laid out in toyImage.ts's 600-unit space.
/** The thumbnail's side in pixels. */
export const THUMB = 96;
const K = THUMB / 600;
export type Rgb = readonly number[];
export interface Shape {
  box: readonly number[];
  fill: Rgb;
  alpha: number;
  outline: boolean;
  distance(x: number, y: number): number;
}

export const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const shape = (box: number[], fill: string, distance: Shape['distance']): Shape => ({
  box,
  fill: rgbOf(fill),
  alpha: 1,
  outline: true,
  distance,
});
export const soft = (s: Shape, alpha = 1): Shape => ({ ...s, alpha, outline: false });

export function E(cx: number, cy: number, rx: number, ry: number, fill: string): Shape {
  [cx, cy, rx, ry] = [cx * K, cy * K, rx * K, ry * K];
  const r = Math.min(rx, ry);
  return shape([cx - rx, cy - ry, cx + rx, cy + ry], fill, (x, y) => {
    const u = (x - cx) / rx,
      v = (y - cy) / ry;
    return (Math.sqrt(u * u + v * v) - 1) * r;
  });
}
export const C = (cx: number, cy: number, r: number, fill: string) => E(cx, cy, r, r, fill);
export function R(x: number, y: number, w: number, h: number, r: number, fill: string): Shape {
  const [hw, hh, rr] = [(w * K) / 2, (h * K) / 2, r * K],
    cx = x * K + hw,
    cy = y * K + hh;
  return shape([cx - hw, cy - hh, cx + hw, cy + hh], fill, (px, py) => {
    const qx = Math.abs(px - cx) - hw + rr,
      qy = Math.abs(py - cy) - hh + rr,
      ox = Math.max(qx, 0),
      oy = Math.max(qy, 0);
    return Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0) - rr;
  });
}
export function P(points: number[], fill: string): Shape {
  const p = Float64Array.from(points, (v) => v * K),
    n = p.length / 2;
  const xs = p.filter((_, i) => i % 2 === 0),
    ys = p.filter((_, i) => i % 2 === 1);
  return shape([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)], fill, (x, y) => {
    let nearest = Infinity,
      inside = false;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const ax = p[2 * j],
        ay = p[2 * j + 1],
        dx = p[2 * i] - ax,
        dy = p[2 * i + 1] - ay;
      const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1)));
      const ex = x - ax - t * dx,
        ey = y - ay - t * dy;
      nearest = Math.min(nearest, ex * ex + ey * ey);
      if (ay > y !== ay + dy > y && x < ax + ((y - ay) * dx) / dy) inside = !inside;
    }
    return inside ? -Math.sqrt(nearest) : Math.sqrt(nearest);
  });
}
export const mirror = (points: number[]) => points.map((v, i) => (i % 2 === 0 ? 600 - v : v));
