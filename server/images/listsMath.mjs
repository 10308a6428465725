// The picture index's lists (server/images/pictureIndex.ts): k-means centroids and each row's nearest centroid.
// Plain JavaScript, so the worker threads that run it at start (listsMath.worker.mjs) load it the same under tsx, vitest
// and plain Node; the index also runs it on its own thread when it cannot wait (pictureIndex.ts).

/** The centroid nearest vector `at` of `vectors` (int8 or float, `dims` values a row), by dot product. */
export function nearest(centroids, count, dims, vectors, at) {
  let best = 0;
  let top = -Infinity;
  for (let c = 0; c < count; c++) {
    let dot = 0;
    const o = c * dims;
    for (let i = 0; i < dims; i++) dot += centroids[o + i] * vectors[at + i];
    if (dot > top) {
      top = dot;
      best = c;
    }
  }
  return best;
}

/** `count` centroids by a few rounds of k-means over the sampled rows, started from evenly spaced ones. */
export function centroidsOf(vectors, dims, sample, count, rounds) {
  const centroids = new Float32Array(count * dims);
  for (let c = 0; c < count; c++) {
    const row = sample[Math.floor((c * sample.length) / count)];
    for (let i = 0; i < dims; i++) centroids[c * dims + i] = vectors[row * dims + i];
  }
  for (let round = 0; round < rounds; round++) {
    const sums = new Float64Array(count * dims);
    const sizes = new Uint32Array(count);
    for (const row of sample) {
      const c = nearest(centroids, count, dims, vectors, row * dims);
      sizes[c]++;
      for (let i = 0; i < dims; i++) sums[c * dims + i] += vectors[row * dims + i];
    }
    for (let c = 0; c < count; c++)
      if (sizes[c]) for (let i = 0; i < dims; i++) centroids[c * dims + i] = sums[c * dims + i] / sizes[c];
  }
  return centroids;
}

/** Each row's nearest centroid, rows `from` to `to`. */
export function assign(vectors, dims, centroids, count, from, to) {
  const lists = new Int32Array(to - from);
  for (let row = from; row < to; row++) lists[row - from] = nearest(centroids, count, dims, vectors, row * dims);
  return lists;
}
