// A thread that builds part of the picture index's lists (server/images/pictureIndex.ts `buildListsOffThread`): at
// 100,000 pictures k-means and the assignment of every row are ~10 s of arithmetic that would stall every request
// on the server's thread. The vectors come in a SharedArrayBuffer, read by every thread without a copy.
// Messages in: { op: 'centroids', vectors, dims, sample, count, rounds } · { op: 'assign', vectors, dims, centroids,
// count, from, to }. Out: the Float32Array or Int32Array answer (transferred), or { error }.
import { parentPort } from 'node:worker_threads';
import { assign, centroidsOf } from './listsMath.mjs';

parentPort.on('message', (m) => {
  try {
    const vectors = new Int8Array(m.vectors);
    const out =
      m.op === 'centroids'
        ? centroidsOf(vectors, m.dims, m.sample, m.count, m.rounds)
        : assign(vectors, m.dims, m.centroids, m.count, m.from, m.to);
    parentPort.postMessage(out, [out.buffer]);
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
