// npm run bench:image-search (issue 27): how well and how fast a photo finds its product. The catalogue is 500
// demo toy pictures (the 600-px drawings buyers see, rendered by sharp) that are all different drawings: the demo
// draws only ~450 different looks for its products (kind x palette) and shows its packaging view as another
// picture, so the 500 are about 350 looks' product views and about 150 of their packaging views. A look is one
// product: its packaging view (the same toy in its box) is that product's second picture, as in the demo, so the
// right answer to a photo of either is that product (docs/decisions.md). Each query is a transformed copy
// (random crop 10–20 %, resize, rotation ±10°, brightness, pasted onto a busy background, JPEG 60); 100 more
// queries show looks that are not in the catalogue at all. The "nothing close" threshold is chosen on a separate
// calibration set of queries (other random transforms), then used unchanged on the measured ones. Latency at
// 100,000 pictures uses the 500 real vectors copied with noise (synthetic: the demo has no 100,000 distinct
// pictures); the build for 100,000 is measured: 100,000 vectors made one at a time from the catalogue pictures, then
// the 100,000 index filled and its lists built (IMAGE_BENCH_BUILD_PICTURES=n measures n and scales, for quick runs).
import { benchPhotos } from './imageSearchPhotos';
import { accuracy } from './imageSearchAccuracy';
import { timing } from './imageSearchTiming';
import { report } from './imageSearchReport';

// Knobs for quick runs while tuning: IMAGE_BENCH_BASELINE=0 skips the baseline, IMAGE_BENCH_100K=0 the 100,000 run,
// IMAGE_BENCH_BUILD_PICTURES=n measures n vectors of the build instead of 100,000.
async function main() {
  const photos = await benchPhotos();
  const measured = await accuracy(photos);
  report(measured, await timing(photos.stored, photos.queries));
}

if (process.argv[1]?.endsWith('imageSearch.ts')) await main();
