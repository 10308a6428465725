// The demo's media URLs: which pictures, video and 3D model a product shows, from its picture seed. The clips (one
// per toy kind, made by `npm run media:videos`, see scripts/makeDemoVideos.ts) are committed files listed in
// media/videos.json.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import {
  darken,
  lighten,
  toyColours,
  toyDetailColours,
  toyKindFor,
  toyPictureUrl,
  TOY_DARK,
  TOY_DRAWING_VERSION,
  TOY_METAL,
  type ToyKind,
} from './toyImage';
import { toyModelUrl } from './toyModel';
import { DINOSAUR_SPIKES } from './toyCreatures';
import type { MediaUrls, PictureFile } from '../services/media';

export interface DemoClip {
  video: string;
  poster: string;
  bytes: number;
  seconds: number;
  width: number;
  height: number;
}

export const DEMO_VIDEO_DIR = fileURLToPath(new URL('./media/videos/', import.meta.url));
export const DEMO_VIDEO_MANIFEST = fileURLToPath(new URL('./media/videos.json', import.meta.url));

function readManifest(): Record<string, DemoClip> {
  try {
    return JSON.parse(readFileSync(DEMO_VIDEO_MANIFEST, 'utf8')) as Record<string, DemoClip>;
  } catch {
    return {}; // no clips made yet: products simply show no video
  }
}
const clips = readManifest();

/** The clip of this toy's kind: a video of the same kind of toy as the product's pictures. */
export function demoClip(seed: number): DemoClip | undefined {
  return clips[toyKindFor(seed)];
}

/** How the demo names its media (services/media.ts): pictures drawn from the key by mediaRoutes.ts, the clip of the
 * toy's kind, the model generated from the key. start.ts sets it when demo data is on. */
export const demoMediaUrls: MediaUrls = {
  picture: toyPictureUrl,
  drawing: TOY_DRAWING_VERSION,
  extras(seed, has) {
    const clip = has.video ? demoClip(seed) : undefined;
    return {
      ...(clip ? { videoUrl: `/media/videos/${clip.video}`, videoPosterUrl: `/media/videos/${clip.poster}` } : {}),
      ...(has.model ? { modelUrl: toyModelUrl(seed) } : {}),
    };
  },
  pictureFile: async (seed, index) => demoPictureFile(seed, index),
};

// ---------------------------------------------------------------- picture files

// Excel embeds PNG or JPEG, never the SVG the site shows, so files get a small flat drawing of the same toy: its
// kind and colours (toyColours), a few shapes each, laid out in toyImage.ts's 600-unit space, anti-aliased through
// signed distances and encoded as PNG with node:zlib. No image library: nothing to install for a demo.
const THUMB = 96;
const K = THUMB / 600;
type Rgb = readonly number[];
interface Shape {
  box: readonly number[];
  fill: Rgb;
  alpha: number;
  outline: boolean;
  distance(x: number, y: number): number;
}

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const shape = (box: number[], fill: string, distance: Shape['distance']): Shape => ({
  box,
  fill: rgbOf(fill),
  alpha: 1,
  outline: true,
  distance,
});
const soft = (s: Shape, alpha = 1): Shape => ({ ...s, alpha, outline: false });

function E(cx: number, cy: number, rx: number, ry: number, fill: string): Shape {
  [cx, cy, rx, ry] = [cx * K, cy * K, rx * K, ry * K];
  const r = Math.min(rx, ry);
  return shape([cx - rx, cy - ry, cx + rx, cy + ry], fill, (x, y) => {
    const u = (x - cx) / rx,
      v = (y - cy) / ry;
    return (Math.sqrt(u * u + v * v) - 1) * r;
  });
}
const C = (cx: number, cy: number, r: number, fill: string) => E(cx, cy, r, r, fill);
function R(x: number, y: number, w: number, h: number, r: number, fill: string): Shape {
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
function P(points: number[], fill: string): Shape {
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
const mirror = (points: number[]) => points.map((v, i) => (i % 2 === 0 ? 600 - v : v));

const WINDOW = '#bfe6f7',
  WHITE = '#ffffff';
interface ToyLook {
  kind: ToyKind;
  m: string;
  a: string;
  d: string;
  skin: string;
  hair: string;
}
const toyLook = (seed: number): ToyLook => ({ ...toyColours(seed), ...toyDetailColours(seed) });

function toyShapes({ kind, m, a, d, skin, hair }: ToyLook): Shape[] {
  const wheel = (x: number, y: number, r: number, hub: string) => [
    C(x, y, r, '#2d2d34'),
    C(x, y, r * 0.55, hub),
    C(x, y, r * 0.2, WHITE),
  ];
  const cube = (x: number, y: number, col: string) => [
    P([x, y, x + 34, y - 34, x + 174, y - 34, x + 140, y], lighten(col, 0.35)),
    P([x + 140, y, x + 174, y - 34, x + 174, y + 106, x + 140, y + 140], darken(col, 0.2)),
    R(x, y, 140, 140, 6, col),
    R(x + 16, y + 16, 108, 108, 14, lighten(col, 0.82)),
    R(x + 58, y + 40, 24, 60, 6, col),
  ];
  const spike = ([x, y, angle]: number[]) => {
    const r = (angle * Math.PI) / 180,
      tx = Math.cos(r) * 18,
      ty = Math.sin(r) * 18,
      nx = Math.sin(r) * 31,
      ny = -Math.cos(r) * 31;
    return P([x - tx, y - ty, x + nx, y + ny, x + tx, y + ty], d);
  };
  const shapes: Record<ToyKind, () => Shape[]> = {
    teddy: () => [
      C(215, 160, 44, m),
      C(385, 160, 44, m),
      C(215, 160, 24, a),
      C(385, 160, 24, a),
      E(190, 345, 38, 62, m),
      E(410, 345, 38, 62, m),
      E(300, 372, 106, 98, m),
      E(300, 388, 62, 56, a),
      C(236, 438, 40, m),
      C(364, 438, 40, m),
      C(236, 442, 22, a),
      C(364, 442, 22, a),
      C(300, 222, 96, m),
      E(300, 262, 46, 35, a),
      E(300, 247, 17, 12, TOY_DARK),
      C(258, 210, 11, TOY_DARK),
      C(342, 210, 11, TOY_DARK),
      P([300, 318, 262, 297, 262, 339], d),
      P([300, 318, 338, 297, 338, 339], d),
      C(300, 318, 10, d),
    ],
    car: () => [
      P(
        [
          118, 398, 115, 350, 152, 328, 214, 318, 240, 270, 302, 248, 372, 248, 410, 262, 432, 312, 472, 324, 492, 350,
          492, 398,
        ],
        m,
      ),
      P([232, 316, 258, 275, 294, 265, 294, 316], WINDOW),
      P([312, 265, 364, 265, 392, 275, 410, 316, 312, 316], WINDOW),
      soft(R(126, 350, 360, 20, 0, a)),
      E(483, 344, 8, 13, '#fff6b0'),
      R(458, 384, 42, 17, 8, TOY_METAL),
      R(100, 384, 42, 17, 8, TOY_METAL),
      ...wheel(205, 405, 50, d),
      ...wheel(400, 405, 50, d),
    ],
    robot: () => [
      R(294, 88, 12, 40, 0, TOY_DARK),
      C(300, 80, 14, d),
      R(192, 162, 24, 54, 9, a),
      R(384, 162, 24, 54, 9, a),
      R(154, 286, 40, 100, 20, a),
      R(406, 286, 40, 100, 20, a),
      R(238, 400, 44, 48, 10, TOY_METAL),
      R(318, 400, 44, 48, 10, TOY_METAL),
      R(222, 438, 76, 28, 14, a),
      R(302, 438, 76, 28, 14, a),
      R(280, 244, 40, 26, 6, TOY_METAL),
      R(200, 262, 200, 150, 30, m),
      R(236, 288, 128, 92, 16, '#f4f6fb'),
      C(264, 316, 11, '#ff5a5f'),
      C(300, 316, 11, '#ffd23f'),
      C(336, 316, 11, '#3bb8ff'),
      R(210, 122, 180, 126, 36, m),
      R(232, 146, 136, 82, 26, '#27304a'),
      C(270, 182, 17, '#7ff7ff'),
      C(330, 182, 17, '#7ff7ff'),
    ],
    rocket: () => [
      P([238, 300, 168, 392, 174, 456, 246, 404], d),
      P(mirror([238, 300, 168, 392, 174, 456, 246, 404]), d),
      E(300, 440, 18, 30, '#ffb703'),
      P([256, 390, 344, 390, 332, 424, 268, 424], '#9aa3b5'),
      P(
        [300, 70, 340, 105, 368, 160, 382, 230, 380, 310, 368, 392, 232, 392, 220, 310, 218, 230, 232, 160, 260, 105],
        m,
      ),
      P([300, 70, 340, 105, 364, 152, 236, 152, 260, 105], a),
      R(225, 330, 150, 24, 0, a),
      C(300, 238, 46, TOY_METAL),
      C(300, 238, 33, '#9fd8f2'),
    ],
    duck: () => [
      P(
        [
          128, 292, 165, 318, 205, 322, 300, 305, 420, 328, 470, 360, 456, 420, 420, 455, 320, 466, 240, 466, 160, 445,
          135, 380,
        ],
        m,
      ),
      P([232, 362, 300, 335, 360, 372, 332, 410, 262, 412], m),
      C(350, 226, 88, m),
      P([416, 230, 470, 222, 490, 248, 470, 272, 416, 268], '#ff8a1f'),
      C(376, 204, 13, TOY_DARK),
      soft(E(316, 172, 28, 15, WHITE), 0.5),
    ],
    dinosaur: () => [
      ...DINOSAUR_SPIKES.map(spike),
      R(262, 396, 40, 62, 16, darken(m, 0.18)),
      R(362, 396, 40, 62, 16, darken(m, 0.18)),
      P(
        [
          104, 428, 170, 425, 215, 395, 240, 345, 280, 310, 335, 302, 390, 312, 412, 345, 415, 390, 400, 425, 345, 440,
          245, 440, 170, 445,
        ],
        m,
      ),
      P(
        [
          352, 330, 362, 265, 385, 220, 410, 190, 440, 170, 462, 166, 495, 172, 514, 192, 516, 212, 510, 240, 476, 256,
          450, 262, 436, 290, 428, 325, 410, 348,
        ],
        m,
      ),
      soft(E(322, 418, 70, 22, a)),
      R(228, 404, 46, 60, 18, m),
      R(334, 404, 46, 60, 18, m),
      soft(C(300, 338, 11, a)),
      soft(C(342, 356, 8, a)),
      C(468, 198, 13, WHITE),
      C(472, 199, 7, TOY_DARK),
    ],
    train: () => [
      C(392, 150, 20, '#f2f4f8'),
      C(364, 118, 26, '#f2f4f8'),
      C(326, 96, 32, '#f2f4f8'),
      R(268, 276, 180, 110, 22, m),
      soft(R(306, 276, 14, 110, 0, a)),
      soft(R(404, 276, 14, 110, 0, a)),
      E(446, 331, 15, 55, darken(m, 0.12)),
      P([372, 276, 378, 222, 366, 206, 428, 206, 416, 222, 422, 276], '#3b3f4a'),
      R(150, 214, 128, 172, 12, m),
      R(138, 196, 154, 28, 12, a),
      R(176, 240, 78, 62, 10, WINDOW),
      R(140, 380, 322, 24, 8, '#3b3f4a'),
      P([458, 382, 502, 420, 456, 420], d),
      ...wheel(210, 414, 46, d),
      ...wheel(334, 426, 34, d),
      ...wheel(418, 426, 34, d),
    ],
    blocks: () => [...cube(116, 326, m), ...cube(280, 326, a), ...cube(215, 168, d)],
    ball: () => [
      C(300, 300, 160, m),
      E(300, 300, 106, 160, WHITE),
      E(300, 300, 53, 160, a),
      soft(E(228, 196, 40, 20, WHITE), 0.6),
    ],
    doll: () => [
      P([214, 215, 218, 150, 250, 112, 300, 102, 350, 112, 382, 150, 386, 215, 396, 322, 300, 338, 204, 322], hair),
      R(272, 398, 22, 56, 10, skin),
      R(306, 398, 22, 56, 10, skin),
      E(281, 456, 19, 10, d),
      E(317, 456, 19, 10, d),
      R(222, 285, 20, 86, 10, skin),
      R(358, 285, 20, 86, 10, skin),
      P([266, 268, 334, 268, 346, 318, 375, 360, 392, 412, 300, 428, 208, 412, 225, 360, 254, 318], m),
      R(252, 310, 96, 15, 7, a),
      R(290, 250, 20, 22, 0, skin),
      C(300, 195, 72, skin),
      P([226, 198, 235, 145, 265, 120, 300, 114, 335, 120, 365, 145, 374, 198, 345, 160, 300, 158, 255, 160], hair),
      P([354, 128, 316, 107, 316, 149], d),
      P([354, 128, 392, 107, 392, 149], d),
      C(354, 128, 10, d),
      E(274, 204, 10, 13, TOY_DARK),
      E(326, 204, 10, 13, TOY_DARK),
    ],
    plane: () => [
      P([300, 300, 262, 214, 296, 211, 356, 298], darken(a, 0.15)),
      P([166, 312, 138, 212, 182, 212, 236, 296], a),
      R(276, 350, 8, 90, 0, '#6b7280'),
      R(396, 350, 8, 90, 0, '#6b7280'),
      C(280, 448, 20, '#2d2d34'),
      C(400, 448, 20, '#2d2d34'),
      P([144, 318, 160, 292, 205, 280, 410, 278, 465, 288, 500, 318, 465, 348, 410, 358, 205, 358, 160, 345], m),
      soft(R(190, 330, 290, 10, 5, a)),
      ...[232, 266, 300, 334, 368].map((x) => C(x, 306, 9, WINDOW)),
      P([410, 286, 452, 288, 474, 304, 420, 308], WINDOW),
      P([160, 330, 116, 368, 148, 372, 220, 338], a),
      P([290, 336, 232, 432, 286, 436, 372, 340], a),
      E(512, 318, 7, 54, '#8d94a3'),
    ],
    boat: () => [
      P([286, 142, 184, 346, 286, 346], a),
      P([308, 112, 350, 160, 390, 220, 415, 280, 432, 346, 308, 346], WHITE),
      soft(R(308, 196, 60, 30, 0, d)),
      soft(R(308, 262, 100, 30, 0, d)),
      R(292, 90, 12, 266, 6, '#b07a46'),
      P([304, 70, 346, 83, 304, 96], d),
      R(110, 334, 380, 15, 7, d),
      P([120, 346, 480, 346, 465, 400, 410, 456, 190, 456, 135, 400], m),
      soft(P([130, 372, 470, 372, 463, 390, 137, 390], a)),
      ...[222, 300, 378].map((x) => C(x, 418, 13, WINDOW)),
    ],
  };
  return shapes[kind]();
}

/** RGB pixels, rows top to bottom: a flat background (it deflates to almost nothing), the toy's shadow, then
 *  each shape over what is there, with its outline. */
function drawToy(look: ToyLook, index: number): Uint8Array {
  const shapes = toyShapes(look);
  const background = rgbOf(index === 0 ? '#f4f6fa' : lighten(look.m, 0.85));
  const m = look.m;
  const line = rgbOf(darken(m, 0.55));
  const px = new Float32Array(THUMB * THUMB * 3);
  px.set(background);
  for (let filled = 3; filled < px.length; filled *= 2) px.copyWithin(filled, 0, filled);
  const blend = (i: number, colour: Rgb, alpha: number) => {
    const a = alpha > 1 ? 1 : alpha;
    px[i] += (colour[0] - px[i]) * a;
    px[i + 1] += (colour[1] - px[i + 1]) * a;
    px[i + 2] += (colour[2] - px[i + 2]) * a;
  };
  for (const s of [soft(E(300, 468, 178, 22, TOY_DARK), 0.15), ...shapes]) {
    const [x0, y0, x1, y1] = s.box.map((v, i) => Math.max(0, Math.min(THUMB - 1, Math.floor(v) + (i < 2 ? -2 : 2))));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d = s.distance(x + 0.5, y + 0.5);
        if (d >= 1) continue;
        const i = (y * THUMB + x) * 3;
        if (!s.outline) blend(i, s.fill, (0.5 - d) * s.alpha);
        else {
          blend(i, line, 1 - d); // a line about one pixel wide on the edge, as the SVG's stroke at this size
          if (d < 0) blend(i, s.fill, -d);
        }
      }
    }
  }
  return new Uint8Array(new Uint8ClampedArray(px).buffer); // clamped: rounds, where Uint8Array would truncate
}

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  for (let k = 0; k < 8; k++) n = n & 1 ? 0xedb88320 ^ (n >>> 1) : n >>> 1;
  return n;
});
function crc32(bytes: Uint8Array) {
  let c = -1;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 255] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}
function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(4);
  frame.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([frame, body, crc]);
}
/** An 8-bit RGB PNG. Filter 0 and deflate level 1: flat drawings compress as well that way as with any filter or
 *  level, at a third of the time. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, colour type 2 (RGB), deflate, filter method 0, not interlaced
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// Cached by what the drawing depends on (kind, colours, view), not by seed: 5,000 products look like some 450
// drawings, so an order's spreadsheet draws each once and shares its bytes (the workbook stores shared bytes once).
// Bounded by the palettes: at most a few thousand looks, a few MB.
const thumbnails = new Map<string, PictureFile>();
export function demoPictureFile(seed: number, index: number): PictureFile {
  const look = toyLook(seed);
  const key = `${look.kind} ${look.m} ${look.a} ${look.d} ${look.kind === 'doll' ? look.skin + look.hair : ''} ${index === 0}`;
  let file = thumbnails.get(key);
  if (!file) thumbnails.set(key, (file = { bytes: encodePng(THUMB, THUMB, drawToy(look, index)), extension: 'png' }));
  return file;
}
