// The in-process index of product pictures' vectors (issue 27). One block of int8 vectors per supplier, held in
// WebAssembly memory and compared with a query's ~56 windows by a SIMD scan (dotScan.ts). Small blocks are scanned
// whole; from LISTS_FROM pictures on, a block is split into lists around centroids (an inverted file, k-means on a
// sample), each query window chooses its few nearest lists, and each chosen list is scanned once for all the
// windows that chose it. The database only stores the vectors, so PGlite and PostgreSQL answer the same
// (docs/decisions.md, "Image search by look" and "Image search at 100,000 pictures").
import { Worker } from 'node:worker_threads';
import { FEATURE_LENGTH } from './pictureFeatures';
import { DotScan, type Scans } from './dotScan';
import { centroidsOf, nearest } from './listsMath.mjs';

const D = FEATURE_LENGTH;
/** Vectors are unit length with small components; stored as int8 at this scale (a quarter of float32's memory). */
const SCALE = 400;
export const quantise = (v: Float32Array): Int8Array =>
  Int8Array.from(v, (x) => Math.max(-127, Math.min(127, Math.round(x * SCALE))));

/** Below this many pictures a whole scan is fast enough (2,000 pictures x 52 windows: tens of ms). */
export const LISTS_FROM = 8192;
/** Lists searched per query window. */
const PROBES = 3;
const SAMPLE = 4096;
const ROUNDS = 3;
/** Threads the lists are built on at start: the machine's 2 cores. */
const BUILD_THREADS = 2;

export interface PictureHit {
  productId: number;
  /** Cosine similarity of the best window against the product's best picture, 0..1. */
  similarity: number;
  /** That picture's key (as put): the candidate a finer comparison after this one looks at. */
  key: string;
}

interface Lists {
  centroids: Float32Array;
  count: number;
  members: number[][];
  /** Each row's list and its place in it (so a row moved by a removal is found at once). */
  listOf: Int32Array;
  placeOf: Int32Array;
  builtAt: number;
  /** The centroids rounded to int8, scanned like the vectors to find a window's nearest lists. */
  centroidScan: DotScan;
}

const nearestList = (lists: Pick<Lists, 'centroids' | 'count'>, v: Int8Array | Float32Array, at = 0) =>
  nearest(lists.centroids, lists.count, D, v, at);

class Block {
  /** The vectors, row after row, in the scan's WebAssembly memory. */
  dots = new DotScan(D);
  get vectors() {
    return this.dots.vectors;
  }
  products: number[] = [];
  keys: string[] = [];
  lists: Lists | null = null;
  /** A build on other threads under way, and the rows changed since it took its copy (placed again at the end). */
  building: Promise<void> | null = null;
  private changed: Set<number> | null = null;
  get size() {
    return this.keys.length;
  }
  add(key: string, productId: number, vector: Int8Array) {
    const row = this.keys.length;
    if ((row + 1) * D > this.vectors.length) this.dots.reserve((row + 1) * 2, 0);
    this.vectors.set(vector, row * D);
    this.keys.push(key);
    this.products.push(productId);
    this.changed?.add(row);
    const lists = this.lists;
    if (lists) {
      if (row >= lists.listOf.length)
        this.lists = null; // grew past what it was built for: rebuilt at the next search
      else this.place(lists, row, nearestList(lists, vector));
    }
    return row;
  }
  private place(lists: Lists, row: number, list: number) {
    lists.listOf[row] = list;
    lists.placeOf[row] = lists.members[list]!.push(row) - 1;
  }
  private unplace(lists: Lists, row: number) {
    const members = lists.members[lists.listOf[row]!]!;
    const place = lists.placeOf[row]!;
    const moved = members.pop()!;
    if (moved === row) return;
    members[place] = moved;
    lists.placeOf[moved] = place;
  }
  /** Moves the last row into `row`'s place; answers the key that moved there (if any). */
  remove(row: number): string | undefined {
    const last = this.keys.length - 1;
    const lists = this.lists;
    if (lists) this.unplace(lists, row);
    this.changed?.add(row);
    if (row !== last) {
      this.vectors.copyWithin(row * D, last * D, (last + 1) * D);
      this.keys[row] = this.keys[last]!;
      this.products[row] = this.products[last]!;
      if (lists) {
        const list = lists.listOf[last]!;
        this.unplace(lists, last);
        this.place(lists, row, list);
      }
    }
    this.keys.pop();
    this.products.pop();
    return row !== last ? this.keys[row] : undefined;
  }

  /** ~√n/2 lists, their centroids by k-means on a sample of the rows. */
  private plan() {
    const n = this.size;
    const count = Math.max(16, Math.round(Math.sqrt(n) / 2));
    const step = Math.max(1, Math.floor(n / Math.min(n, SAMPLE)));
    const sample: number[] = [];
    for (let row = 0; row < n && sample.length < SAMPLE; row += step) sample.push(row);
    return { n, count, sample: Int32Array.from(sample) };
  }

  /** The lists from centroids and the rows' lists as computed (null: compute here); rows changed since, here. */
  private install(centroids: Float32Array, count: number, computed: Int32Array | null, changed: Set<number>) {
    const n = this.size;
    const capacity = Math.max(n * 2, LISTS_FROM);
    const lists: Lists = {
      centroids,
      count,
      members: Array.from({ length: count }, () => []),
      listOf: new Int32Array(capacity),
      placeOf: new Int32Array(capacity),
      builtAt: n,
      centroidScan: new DotScan(D),
    };
    lists.centroidScan.load(centroids, count);
    for (let row = 0; row < n; row++)
      this.place(
        lists,
        row,
        computed && row < computed.length && !changed.has(row)
          ? computed[row]!
          : nearestList(lists, this.vectors, row * D),
      );
    this.lists = lists;
  }

  /** k-means (a few rounds on a sample) into ~√n/2 lists, then every row into its nearest list, on this thread. */
  buildLists() {
    const { count, sample } = this.plan();
    this.install(centroidsOf(this.vectors, D, sample, count, ROUNDS), count, null, new Set());
  }

  /** The same on worker threads (the rows split between them), this thread free meanwhile; rows added or moved
   *  while they work are placed here when they are done. */
  buildListsOffThread(): Promise<void> {
    this.building ??= (async () => {
      const { n, count, sample } = this.plan();
      const shared = new SharedArrayBuffer(n * D);
      new Int8Array(shared).set(this.vectors.subarray(0, n * D));
      const changed = (this.changed = new Set());
      const threads = Array.from(
        { length: BUILD_THREADS },
        () => new Worker(new URL('./listsMath.worker.mjs', import.meta.url)),
      );
      try {
        const ask = <T>(thread: Worker, message: object) =>
          new Promise<T>((resolve, reject) => {
            thread.once('error', reject);
            thread.once('message', (answer: T | { error: string }) =>
              answer && typeof answer === 'object' && 'error' in answer
                ? reject(new Error(answer.error))
                : resolve(answer as T),
            );
            thread.postMessage({ vectors: shared, dims: D, count, ...message });
          });
        const centroids = await ask<Float32Array>(threads[0]!, { op: 'centroids', sample, rounds: ROUNDS });
        const parts = await Promise.all(
          threads.map((thread, i) =>
            ask<Int32Array>(thread, {
              op: 'assign',
              centroids,
              from: Math.floor((i * n) / threads.length),
              to: Math.floor(((i + 1) * n) / threads.length),
            }),
          ),
        );
        const computed = new Int32Array(n);
        let at = 0;
        for (const part of parts) {
          computed.set(part, at);
          at += part.length;
        }
        if (this.size >= LISTS_FROM) this.install(centroids, count, computed, changed);
      } finally {
        this.changed = null;
        this.building = null;
        for (const thread of threads) void thread.terminate();
      }
    })();
    return this.building;
  }

  /** Which rows each query window is compared with: all of them (a small block), or the members of the window's
   *  nearest lists, a list scanned once for all the windows that chose it (its rows read from memory once). */
  scans(windows: Float32Array[]): Scans {
    const all = windows.map((_, k) => k);
    if (this.size < LISTS_FROM) return [{ rows: null, windows: all }];
    if (!this.lists) this.buildLists();
    const { count, members, centroidScan } = this.lists!;
    const scores = centroidScan.each(windows, count);
    const byList = new Map<number, number[]>();
    windows.forEach((_, k) => {
      for (const list of topOf(scores.subarray(k * count, (k + 1) * count), PROBES))
        byList.set(list, [...(byList.get(list) ?? []), k]);
    });
    return [...byList].map(([list, chosen]) => ({ rows: members[list]!, windows: chosen }));
  }
}

/** Rows with the `most` highest scores (ties at the edge too), highest first; none of the unscored (-Infinity). */
function bestRows(scores: Float64Array, most: number): number[] {
  const scored = scores.filter((x) => x !== -Infinity).sort();
  if (scored.length === 0) return [];
  const edge = scored[Math.max(0, scored.length - most)]!;
  const rows: number[] = [];
  for (let row = 0; row < scores.length; row++) if (scores[row]! >= edge) rows.push(row);
  return rows.sort((a, b) => scores[b]! - scores[a]!);
}

/** The places of the `most` largest values, largest first (a few of a few hundred: no sort). */
function topOf(values: ArrayLike<number>, most: number): number[] {
  const top: number[] = [];
  for (let i = 0; i < values.length; i++) {
    if (top.length === most && values[i]! <= values[top[most - 1]!]!) continue;
    let at = top.length;
    while (at > 0 && values[top[at - 1]!]! < values[i]!) at--;
    top.splice(at, 0, i);
    if (top.length > most) top.pop();
  }
  return top;
}

export class PictureIndex {
  private blocks = new Map<number, Block>();
  private rows = new Map<string, { companyId: number; row: number }>();

  get size() {
    return this.rows.size;
  }

  /** Bytes the vectors take (what the index costs in memory, its bookkeeping aside). */
  get vectorBytes() {
    let bytes = 0;
    for (const block of this.blocks.values()) bytes += block.size * D;
    return bytes;
  }

  /** Bytes of WebAssembly memory the blocks hold (outside the JavaScript heap's figures). */
  get memoryBytes() {
    let bytes = 0;
    for (const block of this.blocks.values())
      bytes += block.dots.memoryBytes + (block.lists?.centroidScan.memoryBytes ?? 0);
    return bytes;
  }

  /** Adds or replaces the vector of picture `key` (a product's picture, unique across suppliers). */
  put(companyId: number, productId: number, key: string, vector: Int8Array) {
    this.delete(key);
    let block = this.blocks.get(companyId);
    if (!block) this.blocks.set(companyId, (block = new Block()));
    this.rows.set(key, { companyId, row: block.add(key, productId, vector) });
  }

  delete(key: string) {
    const at = this.rows.get(key);
    if (!at) return;
    this.rows.delete(key);
    const moved = this.blocks.get(at.companyId)!.remove(at.row);
    if (moved !== undefined) this.rows.set(moved, { companyId: at.companyId, row: at.row });
  }

  /** Keys of every picture of one supplier (to reconcile with the database). */
  keysOf(companyId: number): string[] {
    return [...(this.blocks.get(companyId)?.keys ?? [])];
  }

  /** Splits a large supplier's pictures into lists now (else the first search after a big change does it). */
  prepare(companyId: number) {
    const block = this.blocks.get(companyId);
    if (block && block.size >= LISTS_FROM && !block.lists) block.buildLists();
  }

  /** The same on worker threads: resolves when a large supplier's lists are ready (at once when they are). A
   *  search made meanwhile waits for them rather than building them again on the server's thread. */
  async prepared(companyId: number) {
    const block = this.blocks.get(companyId);
    while (block && block.size >= LISTS_FROM && !block.lists)
      // A thread that cannot start (a worker limit): the lists are built here, as before.
      await block.buildListsOffThread().catch(() => block.buildLists());
  }

  /** The products whose pictures look most like any of the query's windows, best first, one hit per product. */
  search(companyId: number, windows: Float32Array[], limit: number, exhaustive = false): PictureHit[] {
    const block = this.blocks.get(companyId);
    if (!block || block.size === 0 || windows.length === 0) return [];
    const scans = exhaustive ? [{ rows: null, windows: windows.map((_, k) => k) }] : block.scans(windows);
    const { best: rowBest, scale } = block.dots.best(windows, scans, block.size);
    const { products } = block;
    // The best rows first, until `limit` products are found (a product's other pictures come later); sorting every
    // scored row took longer than the scan at 100,000 pictures.
    const best = new Map<number, number>();
    for (let take = limit * 4; ; take *= 4) {
      const rows = bestRows(rowBest, take);
      for (const row of rows) if (!best.has(products[row]!)) best.set(products[row]!, row);
      if (best.size >= limit || rows.length < take) break;
      best.clear();
    }
    const norm = SCALE * scale;
    return [...best].slice(0, limit).map(([productId, row]) => ({
      productId,
      similarity: Math.max(0, Math.min(1, rowBest[row]! / norm)),
      key: block.keys[row]!,
    }));
  }
}
