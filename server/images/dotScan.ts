// The image index's inner loop (issue 27) as WebAssembly SIMD: every query window against stored int8 vectors, the
// best dot product per row. A query holds ~56 windows, so a search is tens of millions of multiply-adds; the same
// loop in JavaScript took ~35 times as long (docs/decisions.md, "Image search at 100,000 pictures"). The module is a
// few hundred bytes written out here rather than built by a toolchain, so it adds no dependency; its text form:
//
// (func (export "scan") (param $rows i32) (param $count i32) (param $q i32) (param $nq i32) (param $chunks i32)
//       (param $out i32) (param $stride i32)
//   for k in 0..count: row = rows[k]; best = out[row]
//     for each of the nq windows (chunks x 8 int16 values each, from $q on):
//       acc = 0; for each chunk: acc += i32x4.dot_i16x8_s(v128.load8x8_s(row*stride + 8c), window[c])
//       best = max(best, sum of acc's four lanes)
//     out[row] = best)
//
// A row's last chunk reads up to 7 bytes past its vector (the next row, or the slack after the last one); the
// query's padding is zero there, so they add nothing. Windows are int16 (scaled so the largest value is 16,383):
// 127 x 16,383 x 538 values stays inside int32.

const leb = (n: number) => {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n) byte |= 0x80;
    out.push(byte);
  } while (n);
  return out;
};
const i32 = (n: number) => (n >= 0 && n < 64 ? [0x41, n] : [0x41, ...leb(n)]);
const name = (s: string) => [...leb(s.length), ...Buffer.from(s)];
const section = (id: number, body: number[]) => [id, ...leb(body.length), ...body];
const get = (local: number) => [0x20, local];
const set = (local: number) => [0x21, local];
const tee = (local: number) => [0x22, local];
const simd = (op: number, ...immediates: number[]) => [0xfd, ...leb(op), ...immediates];
const LOOP = [0x03, 0x40];
const END = 0x0b;
const ADD = 0x6a;
/** `local += 1; continue the innermost loop while local < limit` */
const next = (local: number, limit: number) => [
  ...get(local),
  ...i32(1),
  ADD,
  ...tee(local),
  ...get(limit),
  0x48,
  0x0d,
  0,
];
const load32 = [0x28, 2, 0];
const at4 = (base: number, index: number) => [...get(base), ...get(index), ...i32(2), 0x74, ADD];

// Locals: parameters 0-6 as above, then k 7, row 8, base 9, best 10, w 11, window 12, c 13, vp 14, qp 15, acc 16.
const [ROWS, COUNT, Q, NQ, CHUNKS, OUT, STRIDE] = [0, 1, 2, 3, 4, 5, 6];
const [K, ROW, BASE, BEST, W, WINDOW, C, VP, QP, ACC] = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16];
const lane = (n: number) => [...get(ACC), ...simd(27, n)];
// prettier-ignore
const body = [
  ...i32(0), ...set(K),
  ...LOOP,
  ...at4(ROWS, K), ...load32, ...set(ROW),
  ...get(ROW), ...get(STRIDE), 0x6c, ...set(BASE),
  ...at4(OUT, ROW), ...load32, ...set(BEST),
  ...i32(0), ...set(W), ...get(Q), ...set(WINDOW),
  ...LOOP,
  ...simd(12, ...new Array<number>(16).fill(0)), ...set(ACC),
  ...i32(0), ...set(C), ...get(BASE), ...set(VP), ...get(WINDOW), ...set(QP),
  ...LOOP,
  ...get(ACC), ...get(VP), ...simd(1, 0, 0), ...get(QP), ...simd(0, 0, 0), ...simd(186), ...simd(174), ...set(ACC),
  ...get(VP), ...i32(8), ADD, ...set(VP),
  ...get(QP), ...i32(16), ADD, ...set(QP),
  ...next(C, CHUNKS),
  END,
  ...lane(0), ...lane(1), ADD, ...lane(2), ADD, ...lane(3), ADD,
  ...tee(C), ...get(BEST), ...get(C), ...get(BEST), 0x4a, 0x1b, ...set(BEST),
  ...get(QP), ...set(WINDOW),
  ...next(W, NQ),
  END,
  ...at4(OUT, ROW), ...get(BEST), 0x36, 2, 0,
  ...next(K, COUNT),
  END,
  END,
];
const code = [2, 9, 0x7f, 1, 0x7b, ...body];
const BYTES = Uint8Array.from([
  ...[0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0],
  ...section(1, [1, 0x60, 7, ...new Array<number>(7).fill(0x7f), 0]),
  ...section(2, [1, ...name('m'), ...name('mem'), 2, 0, 1]),
  ...section(3, [1, 0]),
  ...section(7, [1, ...name('scan'), 0, 0]),
  ...section(10, [1, ...leb(code.length), ...code]),
]);
const MODULE = new WebAssembly.Module(BYTES);

const PAGE = 65536;
/** Values a window holds in the kernel: FEATURE_LENGTH rounded up to whole 8-value chunks. */
const chunksOf = (dims: number) => Math.ceil(dims / 8);
/** The largest int16 a window's value is scaled to (see the overflow note above). */
const WINDOW_MAX = 16383;

/** Stored int8 vectors (`dims` values a row) in WebAssembly memory, and the scan over them. */
export class DotScan {
  private memory = new WebAssembly.Memory({ initial: 1 });
  private scanRows = (new WebAssembly.Instance(MODULE, { m: { mem: this.memory } }).exports as { scan: Scan }).scan;
  /** Rows the vector area holds. */
  private capacity = 0;
  vectors: Int8Array;
  constructor(private dims: number) {
    this.vectors = this.reserve(64, 0);
  }

  /** Bytes of WebAssembly memory held (vectors, slack for growth, a search's scratch). */
  get memoryBytes() {
    return this.memory.buffer.byteLength;
  }

  /** Room for `rows` vectors and a search over `count` rows with `windows` windows; answers the vectors' view. */
  reserve(rows: number, windows: number, count = 0): Int8Array {
    const capacity = Math.max(this.capacity, rows);
    const need = this.scratchAt(capacity) + windows * chunksOf(this.dims) * 16 + count * 8;
    const have = this.memory.buffer.byteLength;
    if (need > have) this.memory.grow(Math.ceil((need - have) / PAGE));
    this.capacity = capacity;
    this.vectors = new Int8Array(this.memory.buffer, 0, capacity * this.dims);
    return this.vectors;
  }

  private scratchAt(capacity: number) {
    return Math.ceil((capacity * this.dims + 16) / 16) * 16;
  }

  /** Room for `size` rows from `vectors` (int8, or float rounded into int8), replacing what was there. */
  load(vectors: ArrayLike<number>, size: number) {
    const view = this.reserve(size, 0);
    for (let i = 0; i < size * this.dims; i++) view[i] = Math.max(-127, Math.min(127, Math.round(vectors[i]!)));
  }

  /** Every window's dot product with each of the first `size` rows, in the stored vectors' units: window k's at
   *  [k * size + row]. */
  each(windows: Float32Array[], size: number): Float64Array {
    const all = new Float64Array(windows.length * size);
    windows.forEach((w, k) => {
      const { out, scale } = this.run([w], [{ rows: null, windows: [0] }], size);
      for (let row = 0; row < size; row++) all[k * size + row] = out[row]! / scale;
    });
    return all;
  }

  /** For each of the first `size` rows, its best dot product with the windows that scan it (`scans`: which rows,
   *  null for all, against which windows), in units of `scale` x the stored scale; -Infinity for rows none scans. */
  best(windows: Float32Array[], scans: Scans, size: number): { best: Float64Array; scale: number } {
    const { out, scale } = this.run(windows, scans, size);
    const best = new Float64Array(size);
    for (let i = 0; i < size; i++) best[i] = out[i] === UNSEEN ? -Infinity : out[i]!;
    return { best, scale };
  }

  private run(windows: Float32Array[], scans: Scans, size: number) {
    const chunks = chunksOf(this.dims);
    const windowBytes = chunks * 16;
    const count = Math.max(size, ...scans.map((s) => s.rows?.length ?? 0));
    this.reserve(this.capacity, windows.length * 2, count);
    const buffer = this.memory.buffer;
    const qAt = this.scratchAt(this.capacity);
    // A scan's windows are copied together after the query's own (the kernel reads consecutive windows).
    const groupAt = qAt + windows.length * windowBytes;
    const rowsAt = groupAt + windows.length * windowBytes;
    const outAt = rowsAt + count * 4;
    let largest = 0;
    for (const w of windows) for (const x of w) largest = Math.max(largest, Math.abs(x));
    const scale = largest > 0 ? WINDOW_MAX / largest : 1;
    const q = new Int16Array(buffer, qAt, windows.length * chunks * 8 * 2).fill(0);
    windows.forEach((w, k) => {
      for (let i = 0; i < w.length; i++) q[k * chunks * 8 + i] = Math.round(w[i]! * scale);
    });
    const out = new Int32Array(buffer, outAt, size).fill(UNSEEN);
    const rows = new Int32Array(buffer, rowsAt, count);
    for (const scan of scans) {
      const n = scan.rows ? scan.rows.length : size;
      if (!n || !scan.windows.length) continue;
      for (let i = 0; i < n; i++) rows[i] = scan.rows ? scan.rows[i]! : i;
      const together = scan.windows.every((w, k) => w === scan.windows[0]! + k);
      if (!together)
        scan.windows.forEach((w, k) =>
          q.copyWithin((windows.length + k) * chunks * 8, w * chunks * 8, (w + 1) * chunks * 8),
        );
      const from = together ? qAt + scan.windows[0]! * windowBytes : groupAt;
      this.scanRows(rowsAt, n, from, scan.windows.length, chunks, outAt, this.dims);
    }
    return { out, scale };
  }
}

/** Which rows (null: all) each set of windows is compared with. */
export type Scans = { rows: ArrayLike<number> | null; windows: number[] }[];

const UNSEEN = -2147483648;

type Scan = (rows: number, count: number, q: number, nq: number, chunks: number, out: number, stride: number) => void;
