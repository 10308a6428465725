// The image index (issue 27, server/images/pictureIndex.ts): past LISTS_FROM pictures it searches lists around
// centroids instead of every vector. Cases: its best answer is the whole scan's; a removed picture is never answered,
// also after removals moved other rows into its place and pictures were added after the lists were built; suppliers
// never see each other's pictures; each hit names its picture; the same when the lists are built on worker threads while pictures are added and
// removed (the server builds them at start that way, and searches meanwhile wait).
import { describe, expect, it } from 'vitest';
import { LISTS_FROM, PictureIndex } from '../../server/images/pictureIndex';
import { FEATURE_LENGTH } from '../../server/images/pictureFeatures';

let seed = 7;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const centres = Array.from({ length: 60 }, () => Float32Array.from({ length: FEATURE_LENGTH }, () => random() - 0.5));
const near = (c: number) => {
  const v = centres[c]!.map((x) => x + (random() - 0.5) * 0.4);
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
};
const stored = (c: number) => Int8Array.from(near(c), (x) => Math.round(x * 400));

describe('picture index', () => {
  it('answers like a whole scan, never a removed picture nor another supplier’s', () => {
    const index = new PictureIndex();
    const count = LISTS_FROM + 1000;
    for (let i = 0; i < count; i++) index.put(1, i, `a${i}`, stored(i % 60));
    index.put(2, 999_999, 'other', stored(0));
    for (let i = 0; i < count; i += 4) index.delete(`a${i}`);
    index.prepare(1);
    for (let i = count; i < count + 500; i++) index.put(1, i, `a${i}`, stored(i % 60));
    for (let i = count; i < count + 500; i += 2) index.delete(`a${i}`);
    let agree = 0;
    for (let q = 0; q < 20; q++) {
      const windows = [near(q % 60), near((q * 7) % 60)];
      const hits = index.search(1, windows, 10);
      expect(hits.every((h) => h.productId % 4 !== 0 || h.productId >= count)).toBe(true);
      expect(hits.every((h) => h.productId < count || h.productId % 2 === 1)).toBe(true);
      expect(hits.map((h) => h.productId)).not.toContain(999_999);
      // Each hit names the picture that scored it (what a finer second comparison reads).
      expect(hits.every((h) => h.key === `a${h.productId}`)).toBe(true);
      if (hits[0]?.productId === index.search(1, windows, 1, true)[0]?.productId) agree++;
    }
    expect(agree).toBeGreaterThanOrEqual(18);
  }, 120_000);

  it('builds its lists on worker threads while pictures come and go, and answers as well', async () => {
    const index = new PictureIndex();
    const count = LISTS_FROM + 1000;
    for (let i = 0; i < count; i++) index.put(1, i, `a${i}`, stored(i % 60));
    const building = index.prepared(1);
    // While the threads work: removals move the last rows into the gaps, new pictures arrive.
    for (let i = 0; i < count; i += 4) index.delete(`a${i}`);
    const late = new Map<number, Int8Array>();
    for (let i = count; i < count + 500; i++) index.put(1, i, `a${i}`, late.set(i, stored(i % 60)).get(i)!);
    await building;
    let agree = 0;
    for (let q = 0; q < 20; q++) {
      const windows = [near(q % 60), near((q * 7) % 60)];
      const hits = index.search(1, windows, 10);
      expect(hits.every((h) => h.productId % 4 !== 0 || h.productId >= count)).toBe(true);
      if (hits[0]?.productId === index.search(1, windows, 1, true)[0]?.productId) agree++;
    }
    expect(agree).toBeGreaterThanOrEqual(18);
    // A picture added during the build is in the list its vector belongs to: found by its own vector.
    const added = index.search(1, [Float32Array.from(late.get(count + 1)!, (x) => x / 400)], 60);
    expect(added.map((h) => h.productId)).toContain(count + 1);
  }, 120_000);
});
