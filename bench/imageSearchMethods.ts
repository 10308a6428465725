// bench:image-search's two methods (issue 27): ours as the server runs it (a picture's look as stored, a photo's
// windows, the answer of images/photoAnswer.ts) and the colour-histogram baseline, with the scans and the
// calibration both are measured by.
import {
  decodePicture,
  queryBoxes,
  queryFeaturesOf,
  QUERY_SIDE,
  type Pixels,
  type QueryBox,
} from '../server/images/pictureFeatures';
import type { PictureHit } from '../server/images/pictureIndex';
import { checkQuery, unpackSquare } from '../server/images/pictureCheck';
import { lookOf } from '../server/images/pictureLook';
import { photoAnswer } from '../server/images/photoAnswer';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
export const round = (x: number) => Math.round(x * 1000) / 1000;

/** The colour-histogram baseline: HSV 8 x 3 x 3 of the whole picture, cosine. */
function histogram(px: Pixels): Float32Array {
  const v = new Float32Array(72);
  for (let i = 0; i < px.data.length; i += 3) {
    const r = px.data[i]! / 255,
      g = px.data[i + 1]! / 255,
      b = px.data[i + 2]! / 255;
    const max = Math.max(r, g, b),
      min = Math.min(r, g, b),
      d = max - min;
    let hue = 0;
    if (d > 0) hue = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    const s = max ? d / max : 0;
    v[
      Math.min(7, Math.floor(hue * (8 / 6))) * 9 + Math.min(2, Math.floor(s * 3)) * 3 + Math.min(2, Math.floor(max * 3))
    ]! += 1;
  }
  let norm = 0;
  for (const x of v) norm += x * x;
  return v.map((x) => x / Math.sqrt(norm));
}

export interface Method {
  name: string;
  /** A catalogue picture's vector: float, or already int8 as the server stores it. */
  catalogue: (bytes: Buffer) => Promise<Float32Array | Int8Array>;
  query: (bytes: Buffer) => Promise<Float32Array[]>;
}
/** Catalogue pictures' squares for the second look, as stored (packed), in catalogue order. */
export const squares: Uint8Array[] = [];
/** Each query's decoded pixels and windows' boxes, for the second look. */
export const photos = new Map<Float32Array[], { px: Pixels; boxes: QueryBox[] }>();
export const ours: Method = {
  name: 'colour+layout+HOG, windows, second look',
  // As the server stores a picture (services/pictureVectors.ts): the vector and the square.
  catalogue: async (bytes) => {
    const look = await lookOf(bytes);
    squares.push(look.square);
    return look.vector;
  },
  query: async (bytes) => {
    const px = await decodePicture(bytes, QUERY_SIDE);
    const boxes = queryBoxes(px);
    const windows = queryFeaturesOf(px, boxes);
    photos.set(windows, { px, boxes });
    return windows;
  },
};

/** Each query's "nothing close" (server/images/nothingClose.ts) and its checked candidates' best fit, by its windows. */
export const decided = new Map<Float32Array[], { nothing: boolean; fit: number }>();
/** The server's answer (images/photoAnswer.ts), followed by the candidates under the vectors' line. The vectors'
 *  similarities are kept here: the bench's lines are drawn on them. */
export function secondLook(
  windows: Float32Array[],
  hits: PictureHit[],
  squaresOf: (productId: number) => Uint8Array[],
) {
  const photo = photos.get(windows)!;
  const vector = new Map(hits.map((h) => [h.productId, h.similarity]));
  const answer = photoAnswer(checkQuery(photo.px, photo.boxes), hits, (id) => squaresOf(id).map(unpackSquare));
  const checked = answer.ranked;
  decided.set(windows, { nothing: answer.nothingClose, fit: Math.max(-1, ...checked.map((h) => h.fit ?? -1)) });
  return [...checked, ...hits.slice(checked.length)].map((h) => ({ ...h, similarity: vector.get(h.productId)! }));
}
export const baseline: Method = {
  name: 'colour histogram',
  catalogue: async (bytes) => histogram(await decodePicture(bytes, 96)),
  query: async (bytes) => [histogram(await decodePicture(bytes, 96))],
};

export function cosineSearch(vectors: ArrayLike<number>[], query: Float32Array[]) {
  return vectors
    .map((v, id) => {
      let top = -1;
      for (const q of query) {
        let dot = 0;
        for (let i = 0; i < v.length; i++) dot += v[i]! * q[i]!;
        top = Math.max(top, dot);
      }
      return { id, similarity: top };
    })
    .sort((a, b) => b.similarity - a.similarity);
}

/** A scan's answer with one hit per product (its best picture), as the index answers. */
export function onePerProduct(hits: { id: number; similarity: number }[], productOf: (picture: number) => number) {
  const seen = new Set<number>();
  return hits.flatMap((h) => {
    const id = productOf(h.id);
    if (seen.has(id)) return [];
    seen.add(id);
    return [{ id, similarity: h.similarity }];
  });
}

/** The threshold that best separates calibration queries' true matches (above) from absent looks (below). */
export function calibrate(present: number[], absent: number[]) {
  let best = { threshold: 0, score: -1 };
  for (const t of [...present, ...absent].sort((a, b) => a - b)) {
    const score =
      present.filter((s) => s >= t).length / present.length + absent.filter((s) => s < t).length / absent.length;
    if (score > best.score) best = { threshold: t, score };
  }
  return best.threshold;
}
