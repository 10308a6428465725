// A small software renderer for toy meshes: perspective projection, per-vertex lighting (Lambert key and fill
// lights, a sky term and a soft highlight) interpolated across triangles, a z-buffer, and outlines wherever one
// part meets another or the background, like the strokes of the SVG pictures. It writes RGBA pixels into a
// buffer (an ImageData's data in the browser, a video frame in scripts/makeDemoVideos.ts). No DOM, no WebGL.
import type { ToyMesh } from './toyMesh';

export interface ToyView {
  /** Degrees about the vertical axis; positive turns the front to the right. */
  yaw: number;
  /** Degrees about the horizontal axis; positive shows the top. */
  pitch: number;
  /** 1 fits the toy's bounding sphere with a margin. */
  zoom?: number;
}

export interface RenderStyle {
  /** 0xRRGGBB */
  outlineColor: number;
  /** Outline width in pixels of the buffer. */
  outlineWidth: number;
  /** A soft shadow on the floor under the toy. */
  shadow?: boolean;
}

const DEG = Math.PI / 180;
const CAMERA_DISTANCE = 3.6; // in bounding-sphere radii: a ~32° field of view, toy-photo perspective
const FILL = 0.86;
const KEY = normalise([-0.5, 0.75, 0.65]);
const FILL_LIGHT = normalise([0.75, 0.1, 0.35]);
const HALF = normalise([KEY[0], KEY[1], KEY[2] + 1]);
const SHADOW_RGB = 0x2b2230;

function normalise(v: [number, number, number]): [number, number, number] {
  const l = Math.hypot(...v);
  return [v[0] / l, v[1] / l, v[2] / l];
}

const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
/** Packs RGBA into the Uint32 layout of the platform, so one store writes one pixel. */
const pack = littleEndian
  ? (r: number, g: number, b: number, a: number) => ((a << 24) | (b << 16) | (g << 8) | r) >>> 0
  : (r: number, g: number, b: number, a: number) => ((r << 24) | (g << 16) | (b << 8) | a) >>> 0;

export interface Camera {
  /** Model point → buffer x, y and 1/depth (bigger is nearer). */
  project(x: number, y: number, z: number): [number, number, number];
  /** Model direction → camera-space direction (for normals). */
  turn(x: number, y: number, z: number): [number, number, number];
  focal: number;
  distance: number;
}

/** The camera for a view: turns the toy about its centre, then projects it, fitted to the buffer. */
export function toyCamera(
  mesh: Pick<ToyMesh, 'centre' | 'radius'>,
  view: ToyView,
  width: number,
  height: number,
): Camera {
  const cy = Math.cos(view.yaw * DEG),
    sy = Math.sin(view.yaw * DEG),
    cp = Math.cos(view.pitch * DEG),
    sp = Math.sin(view.pitch * DEG);
  const R = mesh.radius,
    D = CAMERA_DISTANCE * R;
  // The bounding sphere's outline at distance D subtends R / sqrt(D² − R²): fit that into FILL of the half size.
  const focal = ((Math.min(width, height) / 2) * FILL * (view.zoom ?? 1) * Math.sqrt(D * D - R * R)) / R;
  const turn = (x: number, y: number, z: number): [number, number, number] => {
    const x1 = x * cy + z * sy,
      z1 = -x * sy + z * cy; // about y
    return [x1, y * cp - z1 * sp, y * sp + z1 * cp]; // about x
  };
  const [ox, oy, oz] = mesh.centre;
  return {
    focal,
    distance: D,
    turn,
    project(x, y, z) {
      const [a, b, c] = turn(x - ox, y - oy, z - oz);
      const inv = 1 / (D - c);
      return [width / 2 + focal * a * inv, height / 2 - focal * b * inv, inv];
    },
  };
}

export class ToyRenderer {
  readonly pixels: Uint8ClampedArray;
  private readonly color: Uint32Array;
  private readonly depth: Float32Array;
  private readonly ids: Uint16Array;
  private readonly sx: Float32Array;
  private readonly sy: Float32Array;
  private readonly sz: Float32Array;
  private readonly light: Float32Array;
  private readonly shine: Float32Array;

  constructor(
    readonly mesh: ToyMesh,
    readonly width: number,
    readonly height: number,
    pixels?: Uint8ClampedArray,
  ) {
    this.pixels = pixels ?? new Uint8ClampedArray(width * height * 4);
    this.color = new Uint32Array(this.pixels.buffer, this.pixels.byteOffset, width * height);
    this.depth = new Float32Array(width * height);
    this.ids = new Uint16Array(width * height);
    const n = mesh.positions.length / 3;
    this.sx = new Float32Array(n);
    this.sy = new Float32Array(n);
    this.sz = new Float32Array(n);
    this.light = new Float32Array(n);
    this.shine = new Float32Array(n);
  }

  /** Draws the toy in this view over a transparent background; returns the part number under each pixel's centre via `partAt`. */
  render(view: ToyView, style: RenderStyle) {
    const { mesh, width: W, height: H, color, depth, ids, sx, sy, sz, light, shine } = this;
    depth.fill(0);
    ids.fill(0);
    const camera = toyCamera(mesh, view, W, H);
    if (style.shadow) color.set(this.shadow(camera, view));
    else color.fill(0);

    const P = mesh.positions,
      N = mesh.normals;
    for (let v = 0, n = P.length / 3; v < n; v++) {
      const [x, y, z] = camera.project(P[v * 3]!, P[v * 3 + 1]!, P[v * 3 + 2]!);
      sx[v] = x;
      sy[v] = y;
      sz[v] = z;
      const [nx, ny, nz] = camera.turn(N[v * 3]!, N[v * 3 + 1]!, N[v * 3 + 2]!);
      const key = Math.max(0, nx * KEY[0] + ny * KEY[1] + nz * KEY[2]);
      const fill = Math.max(0, nx * FILL_LIGHT[0] + ny * FILL_LIGHT[1] + nz * FILL_LIGHT[2]);
      light[v] = 0.42 + 0.52 * key + 0.14 * fill + 0.1 * (ny * 0.5 + 0.5);
      const h = Math.max(0, nx * HALF[0] + ny * HALF[1] + nz * HALF[2]);
      shine[v] = 0.38 * h ** 28;
    }

    let minX = W,
      minY = H,
      maxX = -1,
      maxY = -1;
    const T = mesh.triangles;
    for (let t = 0, count = T.length / 3; t < count; t++) {
      const i0 = T[t * 3]!,
        i1 = T[t * 3 + 1]!,
        i2 = T[t * 3 + 2]!;
      const x0 = sx[i0]!,
        y0 = sy[i0]!,
        x1 = sx[i1]!,
        y1 = sy[i1]!,
        x2 = sx[i2]!,
        y2 = sy[i2]!;
      const area = (x1 - x0) * (y2 - y0) - (y1 - y0) * (x2 - x0);
      // Counter-clockwise in the model is clockwise on screen (y points down): the rest face away.
      if (area >= -1e-9) continue;
      const bx0 = Math.max(0, Math.floor(Math.min(x0, x1, x2))),
        bx1 = Math.min(W - 1, Math.ceil(Math.max(x0, x1, x2)));
      const by0 = Math.max(0, Math.floor(Math.min(y0, y1, y2))),
        by1 = Math.min(H - 1, Math.ceil(Math.max(y0, y1, y2)));
      if (bx0 > bx1 || by0 > by1) continue;
      const inv = 1 / area;
      // Barycentric weights are affine in the pixel position: start values and steps per pixel.
      const a0x = -(y2 - y1) * inv,
        a0y = (x2 - x1) * inv;
      const a1x = -(y0 - y2) * inv,
        a1y = (x0 - x2) * inv;
      const a2x = -(y1 - y0) * inv,
        a2y = (x1 - x0) * inv;
      const px = bx0 + 0.5,
        py = by0 + 0.5;
      let r0 = ((x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)) * inv;
      let r1 = ((x0 - x2) * (py - y2) - (y0 - y2) * (px - x2)) * inv;
      let r2 = ((x1 - x0) * (py - y0) - (y1 - y0) * (px - x0)) * inv;
      const z0 = sz[i0]!,
        z1 = sz[i1]!,
        z2 = sz[i2]!;
      const l0 = light[i0]!,
        l1 = light[i1]!,
        l2 = light[i2]!;
      const s0 = shine[i0]!,
        s1 = shine[i1]!,
        s2 = shine[i2]!;
      const rgb = mesh.colors[t]!,
        part = mesh.parts[t]!;
      const cr = (rgb >> 16) & 255,
        cg = (rgb >> 8) & 255,
        cb = rgb & 255;
      let drawn = false;
      for (let y = by0; y <= by1; y++) {
        let w0 = r0,
          w1 = r1,
          w2 = r2;
        let idx = y * W + bx0;
        for (let x = bx0; x <= bx1; x++, idx++, w0 += a0x, w1 += a1x, w2 += a2x) {
          if (w0 < 0 || w1 < 0 || w2 < 0) continue;
          const z = w0 * z0 + w1 * z1 + w2 * z2;
          if (z <= depth[idx]!) continue;
          depth[idx] = z;
          ids[idx] = part;
          const l = w0 * l0 + w1 * l1 + w2 * l2;
          const s = (w0 * s0 + w1 * s1 + w2 * s2) * 255;
          const r = cr * l + s,
            g = cg * l + s,
            b = cb * l + s;
          color[idx] = pack(r > 255 ? 255 : r | 0, g > 255 ? 255 : g | 0, b > 255 ? 255 : b | 0, 255);
          drawn = true;
        }
        r0 += a0y;
        r1 += a1y;
        r2 += a2y;
      }
      if (drawn) {
        if (bx0 < minX) minX = bx0;
        if (bx1 > maxX) maxX = bx1;
        if (by0 < minY) minY = by0;
        if (by1 > maxY) maxY = by1;
      }
    }
    if (maxX >= 0 && style.outlineWidth > 0) this.outline(style, minX, minY, maxX, maxY);
  }

  /** Part number under a pixel after the last render (0 = background). */
  partAt(x: number, y: number): number {
    return this.ids[Math.floor(y) * this.width + Math.floor(x)] ?? 0;
  }

  private shadowKey = '';
  private shadowImage: Uint32Array | null = null;

  /** The floor shadow depends on tilt and zoom only, so turning reuses it. */
  private shadow(camera: Camera, view: ToyView): Uint32Array {
    const key = `${view.pitch}|${view.zoom ?? 1}`;
    if (this.shadowImage && key === this.shadowKey) return this.shadowImage;
    const { mesh, width: W, height: H } = this;
    const image = (this.shadowImage ??= new Uint32Array(W * H));
    image.fill(0);
    this.shadowKey = key;
    const [gx, gy, inv] = camera.project(mesh.centre[0], mesh.floor, mesh.centre[2]);
    const rx = camera.focal * mesh.radius * 0.78 * inv;
    const ry = rx * (0.16 + 0.5 * Math.max(0, Math.sin(view.pitch * DEG)));
    const r = (SHADOW_RGB >> 16) & 255,
      g = (SHADOW_RGB >> 8) & 255,
      b = SHADOW_RGB & 255;
    for (let y = Math.max(0, Math.floor(gy - ry)); y <= Math.min(H - 1, Math.ceil(gy + ry)); y++) {
      for (let x = Math.max(0, Math.floor(gx - rx)); x <= Math.min(W - 1, Math.ceil(gx + rx)); x++) {
        const dx = (x + 0.5 - gx) / rx,
          dy = (y + 0.5 - gy) / ry,
          d = dx * dx + dy * dy;
        if (d < 1) image[y * W + x] = pack(r, g, b, Math.round(80 * (1 - d) ** 1.6));
      }
    }
    return image;
  }

  /** Strokes every border between two parts, or a part and the background, centred on the border. */
  private outline(style: RenderStyle, minX: number, minY: number, maxX: number, maxY: number) {
    const { width: W, height: H, ids, color, mesh } = this;
    const plain = mesh.plain;
    const radius = style.outlineWidth / 2;
    const disc: number[] = [];
    const reach = Math.ceil(radius);
    for (let dy = -reach; dy <= reach; dy++)
      for (let dx = -reach; dx <= reach; dx++) if (dx * dx + dy * dy <= radius * radius + 0.25) disc.push(dx, dy);
    const ink = pack((style.outlineColor >> 16) & 255, (style.outlineColor >> 8) & 255, style.outlineColor & 255, 255);
    const x0 = Math.max(0, minX - 1),
      x1 = Math.min(W - 2, maxX + 1),
      y0 = Math.max(0, minY - 1),
      y1 = Math.min(H - 2, maxY + 1);
    const border: number[] = [];
    for (let y = y0; y <= y1; y++) {
      let idx = y * W + x0;
      for (let x = x0; x <= x1; x++, idx++) {
        const a = ids[idx]!,
          right = ids[idx + 1]!,
          down = ids[idx + W]!;
        if ((a !== right && !plain[a] && !plain[right]) || (a !== down && !plain[a] && !plain[down])) border.push(x, y);
      }
    }
    for (let k = 0; k < border.length; k += 2) {
      const bx = border[k]!,
        by = border[k + 1]!;
      for (let d = 0; d < disc.length; d += 2) {
        const x = bx + disc[d]!,
          y = by + disc[d + 1]!;
        if (x >= 0 && y >= 0 && x < W && y < H) color[y * W + x] = ink;
      }
    }
  }
}
