// The second look of image search (issue 27): the vectors find the right toy kind but cannot tell near-twin drawings
// apart (another doll's hair, other letters on the blocks, a bow in another colour), because a global vector of a
// window blurs where a detail sits. Here each of the best candidates' pictures is laid over the buyer's photo — its
// place, size and turn found by search, coarse to fine — and compared point by point in colour: the twin whose
// details sit where the photo shows them fits best. Keypoints (FAST/BRIEF + RANSAC) were the first idea; the demo's
// flat drawings hold few corners and twins share their outline, so a dense fit decides on the colour where it matters.
import { createHash } from 'node:crypto';
import { deflateSync, inflateSync } from 'fflate';
import { frameTurn } from './frameTurn';
import { blockMean, objectBox, queryBoxes, toLab, type Pixels, type QueryBox } from './pictureFeatures';

/** How many of the vectors' best products get the second look: the right one is among the first 10 for ~97 % of
 *  the bench's photos (top-5 90 %); each costs 2-3 ms (probe of 150 photos: top-1 88.7 / 89.3 / 89.3 % at 8 / 10 /
 *  15 checked, top-5 95.3 / 94.7 / 95.3 %, 96.0 at 20). Raised from 15 once the turn was held to the frame: the
 *  demo's look-alike ducks crowd the vectors' first 15 (bench top-5 94.0 / 94.4 / 94.8 % at 15 (turn within 1.5
 *  degrees) / 20 / 30, top-1 86.8 / 88.4 / 88.4 %); products showing the same picture are fitted once (recheck). */
export const CHECKED = 30;
/** ...of those, only the ones whose vector similarity is within this of the best: one further behind cannot win on
 *  the mean of fit and similarity (probe when 15 were checked: the same top-1 and top-5 as checking all of them, 9.0
 *  checks a photo, not 12.9). */
const WITHIN = 0.08;

/** The products of the vectors' answer (best first) the second look checks. */
export function toCheck<T extends { similarity: number }>(hits: T[]): T[] {
  const best = hits[0]?.similarity ?? 0;
  return hits.slice(0, CHECKED).filter((h) => h.similarity >= best - WITHIN);
}
/** Side a catalogue picture is decoded at for its square: at the vectors' 128 px, a 64-point square of a toy's
 *  ~90 px box blurred the details that tell twins apart (bench probe: top-1 93 % at 240 px, 90 % at 128). */
export const SQUARE_DECODE_SIDE = 240;
/** Side of the stored square of a catalogue picture (its toy's square, objectBox) the photo is compared with. */
export const CHECK_SIDE = 64;
/** Coarser levels of the same square for the search of where it lies in the photo. */
const LEVELS = [16, 32, 64] as const;
/** Colour difference (CIELAB) past which a point counts as simply different: a busy background or a crop edge. */
const TAU = 30;
const TAU2 = TAU * TAU;
/** How far a template may turn from the photo's frame angle, in degrees (the bench's estimates: within 0.9). */
const TURN_FREEDOM = 1;

/** A catalogue picture's square as stored: CHECK_SIDE x CHECK_SIDE RGB bytes of its toy's square. */
export function checkSquare(px: Pixels): Uint8Array {
  const box = objectBox(px);
  const out = new Uint8Array(CHECK_SIDE * CHECK_SIDE * 3);
  const mean = new Float64Array(3);
  const step = box.side / CHECK_SIDE;
  for (let gy = 0; gy < CHECK_SIDE; gy++)
    for (let gx = 0; gx < CHECK_SIDE; gx++) {
      const ya = Math.floor(box.y + gy * step),
        yb = Math.max(ya + 1, Math.floor(box.y + (gy + 1) * step));
      const xa = Math.floor(box.x + gx * step),
        xb = Math.max(xa + 1, Math.floor(box.x + (gx + 1) * step));
      blockMean(px, xa, ya, xb, yb, mean, 0);
      // Rounded: a Uint8Array would cut the fraction off.
      for (let c = 0; c < 3; c++) out[(gy * CHECK_SIDE + gx) * 3 + c] = Math.round(mean[c]!);
    }
  return out;
}

/** A stored square made ready for comparing: CIELAB at each level, and how much each point counts (the toy's
 *  points fully, the plain backdrop around it a little: a photo crops and covers the backdrop). */
interface Template {
  lab: Float32Array[];
  weight: Float32Array[];
}

function templateOf(square: Uint8Array): Template {
  const fine = toLab(Float32Array.from(square));
  const border: number[][] = [[], [], []];
  for (let i = 0; i < CHECK_SIDE; i++)
    for (const [x, y] of [
      [i, 0],
      [i, CHECK_SIDE - 1],
      [0, i],
      [CHECK_SIDE - 1, i],
    ])
      for (let c = 0; c < 3; c++) border[c]!.push(fine[(y! * CHECK_SIDE + x!) * 3 + c]!);
  const ground = border.map((v) => v.sort((a, b) => a - b)[v.length >> 1]!);
  const lab: Float32Array[] = [],
    weight: Float32Array[] = [];
  for (const side of LEVELS) {
    const k = CHECK_SIDE / side;
    const l = new Float32Array(side * side * 3),
      w = new Float32Array(side * side);
    for (let y = 0; y < CHECK_SIDE; y++)
      for (let x = 0; x < CHECK_SIDE; x++) {
        const o = (Math.floor(y / k) * side + Math.floor(x / k)) * 3;
        for (let c = 0; c < 3; c++) l[o + c]! += fine[(y * CHECK_SIDE + x) * 3 + c]! / (k * k);
      }
    for (let i = 0; i < side * side; i++) {
      const d = Math.hypot(l[i * 3]! - ground[0]!, l[i * 3 + 1]! - ground[1]!, l[i * 3 + 2]! - ground[2]!);
      w[i] = d > 8 ? 1 : 0.25;
    }
    lab.push(l);
    weight.push(w);
  }
  return { lab, weight };
}

/** A buyer's photo made ready for comparing: CIELAB summed over rectangles (integral images), so the mean colour
 *  under any template point costs four reads whatever the scale. */
export interface CheckQuery {
  width: number;
  height: number;
  sums: Float64Array;
  boxes: QueryBox[];
  /** Places already found for earlier candidates of this photo: near-twins lie in the same place, so a later twin
   *  starts there and needs only a short refinement. */
  found: Pose[];
  /** The turns a template may take: near the photo's frame when it shows one (frameTurn.ts), else any. */
  turns: { from: number; to: number; start: number | null };
}

export function checkQuery(px: Pixels, boxes: QueryBox[] = queryBoxes(px)): CheckQuery {
  const { width, height } = px;
  const lab = toLab(Float32Array.from(px.data));
  const W = width + 1;
  const sums = new Float64Array(W * (height + 1) * 3);
  for (let y = 0; y < height; y++) {
    const row = [0, 0, 0];
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3,
        o = ((y + 1) * W + x + 1) * 3,
        up = (y * W + x + 1) * 3;
      for (let c = 0; c < 3; c++) {
        row[c]! += lab[i + c]!;
        sums[o + c] = sums[up + c]! + row[c]!;
      }
    }
  }
  const frame = frameTurn(px);
  const turns =
    frame === null
      ? { from: -Infinity, to: Infinity, start: null }
      : { from: frame - TURN_FREEDOM, to: frame + TURN_FREEDOM, start: frame };
  return { width, height, sums, boxes, found: [], turns };
}

interface Pose {
  x: number; // centre
  y: number;
  side: number;
  degrees: number;
}

const samples = new Float32Array(CHECK_SIDE * CHECK_SIDE * 3);
const inside = new Uint8Array(CHECK_SIDE * CHECK_SIDE);

/** How well the template at one level fits the photo laid at `pose`: 1 the same colours everywhere, 0 none. The
 *  photo's lightness is matched first (a brighter or darker photo of the same toy). */
function fit(q: CheckQuery, t: Template, level: number, pose: Pose): number {
  const side = LEVELS[level]!;
  const lab = t.lab[level]!,
    weight = t.weight[level]!;
  const step = pose.side / side;
  const half = Math.max(0.5, step / 2);
  const cos = Math.cos((pose.degrees * Math.PI) / 180),
    sin = Math.sin((pose.degrees * Math.PI) / 180);
  const W = q.width + 1,
    sums = q.sums;
  // The point (gx, gy) of the square lies at origin + gx * across + gy * down in the photo.
  const ax = step * cos,
    ay = step * sin,
    dx = -step * sin,
    dy = step * cos;
  const ox = pose.x - (pose.side / 2) * (cos - sin) + (ax + dx) / 2 - half,
    oy = pose.y - (pose.side / 2) * (sin + cos) + (ay + dy) / 2 - half;
  const span = Math.round(2 * half) || 1;
  const n = span * span;
  let shift = 0,
    shiftWeight = 0;
  for (let gy = 0; gy < side; gy++)
    for (let gx = 0; gx < side; gx++) {
      const p = gy * side + gx;
      const x0 = Math.round(ox + gx * ax + gy * dx),
        y0 = Math.round(oy + gx * ay + gy * dy);
      const x1 = x0 + span,
        y1 = y0 + span;
      if (x0 < 0 || y0 < 0 || x1 > q.width || y1 > q.height) {
        inside[p] = 0;
        continue;
      }
      inside[p] = 1;
      const a = (y0 * W + x0) * 3,
        b = (y0 * W + x1) * 3,
        c = (y1 * W + x0) * 3,
        d = (y1 * W + x1) * 3;
      const o = p * 3;
      samples[o] = (sums[d]! - sums[b]! - sums[c]! + sums[a]!) / n;
      samples[o + 1] = (sums[d + 1]! - sums[b + 1]! - sums[c + 1]! + sums[a + 1]!) / n;
      samples[o + 2] = (sums[d + 2]! - sums[b + 2]! - sums[c + 2]! + sums[a + 2]!) / n;
      if (weight[p]! === 1) {
        shift += samples[o]! - lab[o]!;
        shiftWeight++;
      }
    }
  shift = shiftWeight ? shift / shiftWeight : 0;
  let cost = 0,
    total = 0;
  for (let p = 0; p < side * side; p++) {
    const w = weight[p]!;
    total += w;
    if (!inside[p]) {
      cost += w * TAU2 * 0.5;
      continue;
    }
    const dl = samples[p * 3]! - shift - lab[p * 3]!,
      da = samples[p * 3 + 1]! - lab[p * 3 + 1]!,
      db = samples[p * 3 + 2]! - lab[p * 3 + 2]!;
    cost += w * Math.min(TAU2, dl * dl * 0.5 + da * da + db * db);
  }
  return 1 - cost / total / TAU2;
}

/** Moves a pose while it fits better: steps in place, size and turn, halved when no step helps. */
function refine(
  q: CheckQuery,
  t: Template,
  level: number,
  start: Pose,
  score: number,
  step: number,
  rounds: number,
  most = Infinity,
) {
  let pose = start,
    best = score;
  let s = step;
  for (let round = 0; round < rounds; round++) {
    let moved = true;
    for (let moves = 0; moved && moves < most; moves++) {
      moved = false;
      const d = pose.side * s;
      for (const next of [
        { ...pose, x: pose.x + d },
        { ...pose, x: pose.x - d },
        { ...pose, y: pose.y + d },
        { ...pose, y: pose.y - d },
        { ...pose, side: pose.side * (1 + s) },
        { ...pose, side: pose.side / (1 + s) },
        { ...pose, degrees: pose.degrees + s * 50 },
        { ...pose, degrees: pose.degrees - s * 50 },
      ]) {
        if (next.degrees < q.turns.from || next.degrees > q.turns.to) continue;
        const f = fit(q, t, level, next);
        if (f > best) {
          best = f;
          pose = next;
          moved = true;
        }
      }
    }
    s /= 2;
  }
  return { pose, score: best };
}

/** How well a stored square fits the photo at its best place, size and turn (0..1). */
export function checkScore(q: CheckQuery, square: Uint8Array): number {
  const t = templateOf(square);
  const frame = q.turns.start;
  const starts: { pose: Pose; score: number }[] = q.boxes.map((b) => {
    const pose = { x: b.x + b.side / 2, y: b.y + b.side / 2, side: b.side, degrees: frame ?? b.degrees };
    return { pose, score: fit(q, t, 0, pose) };
  });
  starts.sort((a, b) => b.score - a.score);
  // Without a frame, the best few places also turned either way (the photo's turn is up to 10 degrees).
  if (frame === null)
    for (const start of starts.slice(0, 6))
      for (const turn of [-6, 6]) {
        const pose = { ...start.pose, degrees: start.pose.degrees + turn };
        starts.push({ pose, score: fit(q, t, 0, pose) });
      }
  starts.sort((a, b) => b.score - a.score);
  const known = q.found.map((pose) => ({ pose, score: fit(q, t, 0, pose) })).sort((a, b) => b.score - a.score)[0];
  let middle;
  if (known && known.score >= starts[0]!.score) {
    middle = refine(q, t, 1, known.pose, fit(q, t, 1, known.pose), 0.015, 1, 2);
  } else {
    // Coarse moves from the two best starts, then only the better one is refined at the finer level.
    const coarse = starts
      .slice(0, 2)
      .map((start) => refine(q, t, 0, start.pose, start.score, 0.08, 2))
      .sort((a, b) => b.score - a.score)[0]!;
    middle = refine(q, t, 1, coarse.pose, fit(q, t, 1, coarse.pose), 0.03, 2);
  }
  q.found.push(middle.pose);
  return fit(q, t, 2, middle.pose);
}

/** The square as stored beside the vector (picture_vectors.square): deflated, ~3-10 KB instead of 12 KB. */
export const packSquare = (square: Uint8Array): Uint8Array => deflateSync(square, { level: 6 });
export const unpackSquare = (stored: Uint8Array): Uint8Array => inflateSync(stored);

/** The vectors' answer with its first products (toCheck) ordered by the second look, best first: the mean of the fit
 *  and the vector similarity (the fit alone was 1-1.5 points of top-1 worse in the probe), which each of them shows
 *  as its similarity; the products after them never show more than the last checked one. Products whose squares are
 *  not made yet (a picture being processed) follow the checked ones in the vectors' order. Each keeps its vectors'
 *  similarity as `vector` and, when checked, its own fit as `fit` (nothingClose.ts decides on them). */
export function recheck<T extends { productId: number; similarity: number }>(
  q: CheckQuery,
  hits: T[],
  squaresOf: (productId: number) => Uint8Array[],
): (T & { vector: number; fit?: number })[] {
  const checked = toCheck(hits);
  // Products often show the very same picture (the demo's drawings, a supplier's variants): fitted once.
  const fits = new Map<string, number>();
  const fitOf = (square: Uint8Array) => {
    const key = createHash('sha1').update(square).digest('base64');
    let fit = fits.get(key);
    if (fit === undefined) fits.set(key, (fit = checkScore(q, square)));
    return fit;
  };
  const head = checked.map((hit, order) => {
    const squares = squaresOf(hit.productId);
    const look = squares.length ? Math.max(...squares.map(fitOf)) : -1;
    const fit = look >= 0 ? (look + hit.similarity) / 2 : -1;
    return { hit, fit, look, order };
  });
  head.sort((a, b) => b.fit - a.fit || a.order - b.order);
  const out: (T & { vector: number; fit?: number })[] = [];
  let cap = 1;
  for (const { hit, fit, look } of head) {
    const similarity = Math.min(cap, fit >= 0 ? Math.max(0, fit) : hit.similarity);
    cap = similarity;
    out.push({ ...hit, similarity, vector: hit.similarity, ...(look >= 0 ? { fit: look } : {}) });
  }
  for (const hit of hits.slice(checked.length))
    out.push({ ...hit, similarity: Math.min(cap, hit.similarity), vector: hit.similarity });
  return out;
}
