// A picture's look as a short vector (issue 27, docs/decisions.md "Image search"): colour in a perceptual space,
// where the colour sits, and which way the edges run. Classical features rather than a network because the
// MobileNetV2 that ships in nsfwjs measured 41–163 ms a picture on this machine (the index must build 100,000
// pictures in 10 minutes, ~6 ms a picture); these take ~2 ms, decoding included.
import sharp from 'sharp';

/** Which features these are; stored with each vector (picture_vectors.features, migration 032). Raise it with any
 *  change below that changes a vector: servers then read only vectors made the new way, and make the others again
 *  at start. 2: 24 hues x 4 lightness levels instead of 12 x 3; 3: the fine chromaticity layout (docs/decisions.md). */
export const FEATURE_VERSION = 3;
/** Side of the square grid a window is sampled to before its features are taken. */
const GRID = 32;
const HUES = 24;
const HUE_LEVELS = 4;
const GREYS = 4;
const COLOUR_BINS = HUES * HUE_LEVELS + GREYS;
const LAYOUT = 4; // 4 x 4 cells of mean colour
const HOG_CELLS = 4;
const HOG_BINS = 9;
const EDGE_BINS = 18;
/** A 12 x 12 layout of chromaticity (a*, b* without lightness, so a brighter photo does not move it): which of a
 *  kind's look-alikes this is, told by where its colours sit (the misses of the coarser features were nearly all
 *  the same toy kind in another palette or detail). */
const FINE = 12;
const FINE_AT = COLOUR_BINS + LAYOUT * LAYOUT * 3;
/** The first values of a vector, colour histogram and the two layouts: the index's coarse pass compares these only
 *  (with the fine layout outside it, the pass missed the whole scan's best answer more often). */
export const COARSE_LENGTH = FINE_AT + FINE * FINE * 2;
export const FEATURE_LENGTH = COARSE_LENGTH + HOG_CELLS * HOG_CELLS * HOG_BINS + EDGE_BINS;
/** How much each part weighs in the similarity (tuned on bench/imageSearch.ts). */
const WEIGHTS = { colour: 1, layout: 0.8, hog: 1, edges: 0.5, fine: 0.8 };

/** Pixels as decoded: RGB, row by row. */
export interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
}

// sharp refuses anything over this many pixels instead of decoding it (a 50,000 x 50,000 PNG is a few KB).
const MAX_INPUT_PIXELS = 40_000_000;

/** Decodes and shrinks a picture (any format sharp reads, EXIF-rotated) so its longer side is `side` pixels. */
export async function decodePicture(bytes: Buffer, side: number): Promise<Pixels> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(side, side, { fit: 'inside', kernel: 'linear' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** The mean colour of the pixels in [xa, xb) x [ya, yb) into out[o..o+2]; a block may reach past the picture (a
 *  toy's square near an edge): the edge pixels stand in there. */
export function blockMean(
  px: Pixels,
  xa: number,
  ya: number,
  xb: number,
  yb: number,
  out: { [i: number]: number },
  o: number,
) {
  let r = 0,
    g = 0,
    b = 0,
    n = 0;
  for (let y = ya; y < yb; y++)
    for (let x = xa; x < xb; x++) {
      const i = (Math.min(px.height - 1, Math.max(0, y)) * px.width + Math.min(px.width - 1, Math.max(0, x))) * 3;
      r += px.data[i]!;
      g += px.data[i + 1]!;
      b += px.data[i + 2]!;
      n++;
    }
  n ||= 1;
  out[o] = r / n;
  out[o + 1] = g / n;
  out[o + 2] = b / n;
}

/** A square-sampled window of the pixels (x, y, side in pixels), averaged down to GRID x GRID. */
function sample(px: Pixels, x0: number, y0: number, w: number, h: number): Float32Array {
  const out = new Float32Array(GRID * GRID * 3);
  for (let gy = 0; gy < GRID; gy++) {
    const ya = Math.floor(y0 + (gy * h) / GRID);
    const yb = Math.max(ya + 1, Math.floor(y0 + ((gy + 1) * h) / GRID));
    for (let gx = 0; gx < GRID; gx++) {
      const xa = Math.floor(x0 + (gx * w) / GRID);
      const xb = Math.max(xa + 1, Math.floor(x0 + ((gx + 1) * w) / GRID));
      blockMean(px, xa, ya, xb, yb, out, (gy * GRID + gx) * 3);
    }
  }
  return out;
}

const linear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const LINEAR = Float32Array.from({ length: 256 }, (_, i) => linear(i));
const cbrt = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

/** CIELAB of a grid of sRGB pixels (D65): distances there follow what people see as different colours. */
export function toLab(rgb: Float32Array): Float32Array {
  const lab = new Float32Array(rgb.length);
  for (let i = 0; i < rgb.length; i += 3) {
    const r = LINEAR[Math.round(rgb[i]!)]!,
      g = LINEAR[Math.round(rgb[i + 1]!)]!,
      b = LINEAR[Math.round(rgb[i + 2]!)]!;
    const x = cbrt((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
    const y = cbrt(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const z = cbrt((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    lab[i] = 116 * y - 16;
    lab[i + 1] = 500 * (x - y);
    lab[i + 2] = 200 * (y - z);
  }
  return lab;
}

function normalise(v: Float32Array, from: number, to: number, weight: number) {
  let sum = 0;
  for (let i = from; i < to; i++) sum += v[i]! * v[i]!;
  const k = sum > 0 ? weight / Math.sqrt(sum) : 0;
  for (let i = from; i < to; i++) v[i]! *= k;
}

/** The feature vector of one window; unit length, so a dot product is the cosine similarity. */
function describe(rgb: Float32Array): Float32Array {
  const lab = toLab(rgb);
  const v = new Float32Array(FEATURE_LENGTH);
  const n = GRID * GRID;
  // Colour histogram: hue x lightness for coloured pixels, lightness alone for greys. Lightness is taken relative
  // to the window's mean so a brighter photo of the same toy lands in the same bins. Centre pixels count more:
  // the toy is usually in the middle, its surroundings are not the product.
  let meanL = 0;
  for (let i = 0; i < n; i++) meanL += lab[i * 3]!;
  meanL /= n;
  for (let gy = 0; gy < GRID; gy++)
    for (let gx = 0; gx < GRID; gx++) {
      const i = (gy * GRID + gx) * 3;
      const dx = (gx + 0.5) / GRID - 0.5,
        dy = (gy + 0.5) / GRID - 0.5;
      const centre = Math.exp(-(dx * dx + dy * dy) / 0.18);
      const L = Math.min(100, Math.max(0, lab[i]! - meanL + 60));
      const a = lab[i + 1]!,
        b = lab[i + 2]!;
      const chroma = Math.hypot(a, b);
      if (chroma < 12) {
        v[HUES * HUE_LEVELS + Math.min(GREYS - 1, Math.floor((L / 100) * GREYS))]! += centre * 0.5;
      } else {
        // Soft hue binning: a small hue shift (JPEG, white balance) moves weight gradually, not all at once.
        const h = ((Math.atan2(b, a) / (2 * Math.PI) + 1) % 1) * HUES;
        const h0 = Math.floor(h),
          t = h - h0;
        const level = Math.min(HUE_LEVELS - 1, Math.floor((L / 100) * HUE_LEVELS));
        const w = centre * Math.min(1, chroma / 40);
        v[((h0 % HUES) * HUE_LEVELS + level) | 0]! += w * (1 - t);
        v[(((h0 + 1) % HUES) * HUE_LEVELS + level) | 0]! += w * t;
      }
    }
  for (let i = 0; i < COLOUR_BINS; i++) v[i] = Math.sqrt(v[i]!);
  normalise(v, 0, COLOUR_BINS, WEIGHTS.colour);
  // Layout: the mean colour of each cell of a 4 x 4 grid, lightness again relative to the mean.
  const layoutAt = COLOUR_BINS;
  const cell = GRID / LAYOUT;
  for (let gy = 0; gy < GRID; gy++)
    for (let gx = 0; gx < GRID; gx++) {
      const i = (gy * GRID + gx) * 3;
      const o = layoutAt + (Math.floor(gy / cell) * LAYOUT + Math.floor(gx / cell)) * 3;
      v[o]! += (lab[i]! - meanL) / (cell * cell);
      v[o + 1]! += (lab[i + 1]! * 1.5) / (cell * cell);
      v[o + 2]! += (lab[i + 2]! * 1.5) / (cell * cell);
    }
  normalise(v, layoutAt, layoutAt + LAYOUT * LAYOUT * 3, WEIGHTS.layout);
  const fineCell = GRID / FINE;
  for (let gy = 0; gy < GRID; gy++)
    for (let gx = 0; gx < GRID; gx++) {
      const i = (gy * GRID + gx) * 3;
      const o = FINE_AT + (Math.floor(gy / fineCell) * FINE + Math.floor(gx / fineCell)) * 2;
      v[o]! += lab[i + 1]! / (fineCell * fineCell);
      v[o + 1]! += lab[i + 2]! / (fineCell * fineCell);
    }
  normalise(v, FINE_AT, COARSE_LENGTH, WEIGHTS.fine);
  // Shape: histograms of gradient orientation (unsigned) per cell (HOG) and over the whole window.
  const hogAt = COARSE_LENGTH;
  const edgeAt = hogAt + HOG_CELLS * HOG_CELLS * HOG_BINS;
  const hogCell = GRID / HOG_CELLS;
  const L = (x: number, y: number) => lab[(y * GRID + x) * 3]!;
  for (let y = 1; y < GRID - 1; y++)
    for (let x = 1; x < GRID - 1; x++) {
      const gx = L(x + 1, y) - L(x - 1, y);
      const gy = L(x, y + 1) - L(x, y - 1);
      const mag = Math.hypot(gx, gy);
      if (mag < 2) continue;
      const angle = ((Math.atan2(gy, gx) / Math.PI + 1) % 1) * HOG_BINS;
      const a0 = Math.floor(angle),
        t = angle - a0;
      const c = (Math.floor(y / hogCell) * HOG_CELLS + Math.floor(x / hogCell)) * HOG_BINS;
      v[hogAt + c + (a0 % HOG_BINS)]! += mag * (1 - t);
      v[hogAt + c + ((a0 + 1) % HOG_BINS)]! += mag * t;
      const e = (angle / HOG_BINS) * EDGE_BINS;
      const e0 = Math.floor(e),
        u = e - e0;
      v[edgeAt + (e0 % EDGE_BINS)]! += mag * (1 - u);
      v[edgeAt + ((e0 + 1) % EDGE_BINS)]! += mag * u;
    }
  for (let i = hogAt; i < FEATURE_LENGTH; i++) v[i] = Math.sqrt(v[i]!);
  normalise(v, hogAt, edgeAt, WEIGHTS.hog);
  normalise(v, edgeAt, FEATURE_LENGTH, WEIGHTS.edges);
  normalise(v, 0, FEATURE_LENGTH, 1);
  return v;
}

/** Side the pictures are decoded at: enough for a 32 x 32 grid of a window a little over half the picture. */
export const DECODE_SIDE = 128;

/** Catalogue photos show the toy on a plain backdrop: the square around what differs from the border's colour is
 *  the toy, and that is what a buyer's photo will show (on another backdrop). The whole picture when nothing
 *  stands out or the toy fills it. */
export function objectBox(px: Pixels): { x: number; y: number; side: number } {
  const { data, width, height } = px;
  const border: number[][] = [[], [], []];
  for (let x = 0; x < width; x++)
    for (const y of [0, height - 1]) for (let c = 0; c < 3; c++) border[c]!.push(data[(y * width + x) * 3 + c]!);
  for (let y = 0; y < height; y++)
    for (const x of [0, width - 1]) for (let c = 0; c < 3; c++) border[c]!.push(data[(y * width + x) * 3 + c]!);
  const median = border.map((values) => values.sort((a, b) => a - b)[values.length >> 1]!);
  const rows = new Uint32Array(height),
    cols = new Uint32Array(width);
  let total = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const d =
        Math.abs(data[i]! - median[0]!) + Math.abs(data[i + 1]! - median[1]!) + Math.abs(data[i + 2]! - median[2]!);
      if (d <= 60) continue;
      rows[y]!++;
      cols[x]!++;
      total++;
    }
  const whole = { x: 0, y: 0, side: Math.min(width, height) };
  if (total < width * height * 0.02) return { ...whole, x: (width - whole.side) / 2, y: (height - whole.side) / 2 };
  // The 1 % of stray pixels at either end (a shadow, a speck) do not stretch the box.
  const span = (counts: Uint32Array) => {
    let from = 0,
      to = counts.length - 1,
      seen = 0;
    while (seen + counts[from]! < total * 0.01) seen += counts[from++]!;
    seen = 0;
    while (seen + counts[to]! < total * 0.01) seen += counts[to--]!;
    return [from, to + 1] as const;
  };
  const [x0, x1] = span(cols),
    [y0, y1] = span(rows);
  const side = Math.min(Math.max(x1 - x0, y1 - y0) * 1.08, Math.max(width, height));
  return { x: (x0 + x1 - side) / 2, y: (y0 + y1 - side) / 2, side };
}

/** A catalogue picture's vector: the toy's square (of the picture decoded at DECODE_SIDE). */
export function pictureFeaturesOf(px: Pixels): Float32Array {
  const box = objectBox(px);
  return describe(sample(px, box.x, box.y, box.side, box.side));
}

export async function pictureFeatures(bytes: Buffer): Promise<Float32Array> {
  return pictureFeaturesOf(await decodePicture(bytes, DECODE_SIDE));
}

/** Where a query's windows sit, as fractions of its shorter side: the whole picture, then squares of 80 % and 60 %
 *  over a grid. A photo may hold the toy anywhere among other things; the best window is the one that counts. */
const WINDOWS: { scale: number; steps: number }[] = [
  { scale: 0.75, steps: 3 },
  { scale: 0.55, steps: 4 },
  { scale: 0.4, steps: 5 },
];

/** Queries are decoded larger: their smallest windows still hold a 32 x 32 grid's worth of pixels. */
export const QUERY_SIDE = 256;

/** A square window turned by `degrees` about its centre, GRID x GRID, each cell the mean of 3 x 3 points. */
function sampleTurned(px: Pixels, box: { x: number; y: number; side: number }, degrees: number): Float32Array {
  const out = new Float32Array(GRID * GRID * 3);
  const cos = Math.cos((degrees * Math.PI) / 180),
    sin = Math.sin((degrees * Math.PI) / 180);
  const cx = box.x + box.side / 2,
    cy = box.y + box.side / 2,
    step = box.side / GRID;
  for (let gy = 0; gy < GRID; gy++)
    for (let gx = 0; gx < GRID; gx++) {
      let r = 0,
        g = 0,
        b = 0;
      for (let sy = 0; sy < 3; sy++)
        for (let sx = 0; sx < 3; sx++) {
          const u = (gx + (sx + 0.5) / 3) * step - box.side / 2,
            v = (gy + (sy + 0.5) / 3) * step - box.side / 2;
          const x = Math.min(px.width - 1, Math.max(0, Math.round(cx + u * cos - v * sin)));
          const y = Math.min(px.height - 1, Math.max(0, Math.round(cy + u * sin + v * cos)));
          const i = (y * px.width + x) * 3;
          r += px.data[i]!;
          g += px.data[i + 1]!;
          b += px.data[i + 2]!;
        }
      const o = (gy * GRID + gx) * 3;
      out[o] = r / 9;
      out[o + 1] = g / 9;
      out[o + 2] = b / 9;
    }
  return out;
}

/** A photo's largest flat colours (each at least 5 % of it, told apart by more than 60 in RGB), largest first. */
export function flatGrounds(px: Pixels, most = 3): number[][] {
  const { data, width, height } = px;
  const counts = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (let y = 0; y < height - 1; y++)
    for (let x = 0; x < width - 1; x++) {
      const i = (y * width + x) * 3,
        right = i + 3,
        down = i + width * 3;
      let flat = 0;
      for (let c = 0; c < 3; c++)
        flat += Math.abs(data[i + c]! - data[right + c]!) + Math.abs(data[i + c]! - data[down + c]!);
      if (flat > 12) continue;
      const key = ((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4);
      const bin = counts.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
      bin.n++;
      bin.r += data[i]!;
      bin.g += data[i + 1]!;
      bin.b += data[i + 2]!;
      counts.set(key, bin);
    }
  const grounds: number[][] = [];
  for (const bin of [...counts.values()].sort((a, b) => b.n - a.n)) {
    if (grounds.length === most || bin.n < width * height * 0.05) break;
    const c = [bin.r / bin.n, bin.g / bin.n, bin.b / bin.n];
    if (grounds.some((g) => Math.abs(g[0]! - c[0]!) + Math.abs(g[1]! - c[1]!) + Math.abs(g[2]! - c[2]!) < 60)) continue;
    grounds.push(c);
  }
  return grounds;
}

/** Where a thing sits on a plain ground inside a busy photo (a toy on a sheet, a product photo held up against a
 *  stall): for each of the photo's largest flat colours, the square around what differs from that colour and lies
 *  between pixels of it on its row and its column. objectBox asks the photo's border for the ground; here the
 *  border is the busy stall. Up to `most` squares, best first; none when nothing is enclosed. */
export function groundBoxes(px: Pixels, most = 3): { x: number; y: number; side: number }[] {
  const { data, width, height } = px;
  const grounds = flatGrounds(px, most);
  const boxes: { x: number; y: number; side: number }[] = [];
  const isGround = new Uint8Array(width * height);
  for (const [r, g, b] of grounds) {
    const rowFrom = new Int32Array(height).fill(width),
      rowTo = new Int32Array(height).fill(-1),
      colFrom = new Int32Array(width).fill(height),
      colTo = new Int32Array(width).fill(-1);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        const on = Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) <= 60;
        isGround[y * width + x] = on ? 1 : 0;
        if (!on) continue;
        rowFrom[y] = Math.min(rowFrom[y]!, x);
        rowTo[y] = x;
        colFrom[x] = Math.min(colFrom[x]!, y);
        colTo[x] = y;
      }
    const rows = new Uint32Array(height),
      cols = new Uint32Array(width);
    let total = 0;
    for (let y = 0; y < height; y++)
      for (let x = rowFrom[y]! + 1; x < rowTo[y]!; x++)
        if (!isGround[y * width + x] && y > colFrom[x]! && y < colTo[x]!) {
          rows[y]!++;
          cols[x]!++;
          total++;
        }
    if (total < width * height * 0.02) continue;
    const span = (counts: Uint32Array) => {
      let from = 0,
        to = counts.length - 1,
        seen = 0;
      while (seen + counts[from]! < total * 0.02) seen += counts[from++]!;
      seen = 0;
      while (seen + counts[to]! < total * 0.02) seen += counts[to--]!;
      return [from, to + 1] as const;
    };
    const [x0, x1] = span(cols),
      [y0, y1] = span(rows);
    const side = Math.max(x1 - x0, y1 - y0) * 1.08;
    if (side >= Math.min(width, height) * 0.95) continue;
    boxes.push({ x: (x0 + x1 - side) / 2, y: (y0 + y1 - side) / 2, side });
  }
  return boxes;
}

/** A square of a query picture where the toy may sit, turned by `degrees` about its centre. */
export interface QueryBox {
  x: number;
  y: number;
  side: number;
  degrees: number;
}

/** Where a query's windows sit after its whole picture: the toy's square, the toy's squares on a plain ground (also
 *  turned a little either way: a photo is rarely square to the toy, catalogue pictures are), then the grid. */
export function queryBoxes(px: Pixels): QueryBox[] {
  const out: QueryBox[] = [{ ...objectBox(px), degrees: 0 }];
  for (const b of groundBoxes(px)) for (const degrees of [0, -6, 6]) out.push({ ...b, degrees });
  const short = Math.min(px.width, px.height);
  for (const { scale, steps } of WINDOWS) {
    const side = short * scale;
    for (let j = 0; j < steps; j++)
      for (let i = 0; i < steps; i++) {
        const x = steps === 1 ? (px.width - side) / 2 : ((px.width - side) * i) / (steps - 1);
        const y = steps === 1 ? (px.height - side) / 2 : ((px.height - side) * j) / (steps - 1);
        out.push({ x, y, side, degrees: 0 });
      }
  }
  return out;
}

/** A query picture's vectors: the whole picture first, then its windows (queryBoxes). */
export function queryFeaturesOf(px: Pixels, boxes = queryBoxes(px)): Float32Array[] {
  return [
    describe(sample(px, 0, 0, px.width, px.height)),
    ...boxes.map((b) => describe(b.degrees ? sampleTurned(px, b, b.degrees) : sample(px, b.x, b.y, b.side, b.side))),
  ];
}
