type Vectors = Int8Array | Float32Array;
export function nearest(centroids: Float32Array, count: number, dims: number, vectors: Vectors, at: number): number;
export function centroidsOf(
  vectors: Int8Array,
  dims: number,
  sample: ArrayLike<number> & Iterable<number>,
  count: number,
  rounds: number,
): Float32Array;
export function assign(
  vectors: Int8Array,
  dims: number,
  centroids: Float32Array,
  count: number,
  from: number,
  to: number,
): Int32Array;
