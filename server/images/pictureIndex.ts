// The in-process index of product pictures' vectors (issue 27). One dense block of vectors per supplier, searched
// by brute force: at 100,000 pictures a scan of int8 vectors is well inside the spec's time (bench/imageSearch.ts),
// needs no extension, and answers the same on PGlite and PostgreSQL because the database only stores the vectors.
import { FEATURE_LENGTH } from './pictureFeatures';

/** Vectors are unit length with small components; stored as int8 at this scale (a quarter of float32's memory). */
const SCALE = 400;
export const quantise = (v: Float32Array): Int8Array =>
  Int8Array.from(v, (x) => Math.max(-127, Math.min(127, Math.round(x * SCALE))));

export interface PictureHit {
  productId: number;
  /** Cosine similarity of the best window against the product's best picture, 0..1. */
  similarity: number;
}

class Block {
  vectors = new Int8Array(FEATURE_LENGTH * 64);
  products: number[] = [];
  keys: string[] = [];
  get size() {
    return this.keys.length;
  }
  add(key: string, productId: number, vector: Int8Array) {
    const row = this.keys.length;
    if ((row + 1) * FEATURE_LENGTH > this.vectors.length) {
      const grown = new Int8Array(this.vectors.length * 2);
      grown.set(this.vectors);
      this.vectors = grown;
    }
    this.vectors.set(vector, row * FEATURE_LENGTH);
    this.keys.push(key);
    this.products.push(productId);
    return row;
  }
  /** Moves the last row into `row`'s place; answers the key that moved there (if any). */
  remove(row: number): string | undefined {
    const last = this.keys.length - 1;
    if (row !== last) {
      this.vectors.copyWithin(row * FEATURE_LENGTH, last * FEATURE_LENGTH, (last + 1) * FEATURE_LENGTH);
      this.keys[row] = this.keys[last]!;
      this.products[row] = this.products[last]!;
    }
    this.keys.pop();
    this.products.pop();
    return row !== last ? this.keys[row] : undefined;
  }
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
    for (const block of this.blocks.values()) bytes += block.size * FEATURE_LENGTH;
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

  /**
   * The products whose pictures look most like any of the query's windows, best first, one hit per product.
   * `allowed` says which products may be answered (the buyer's share, on shelf); it is asked only for the best
   * candidates, so a share's visibility rules stay in SQL.
   */
  search(companyId: number, windows: Float32Array[], limit: number): PictureHit[] {
    const block = this.blocks.get(companyId);
    if (!block || block.size === 0) return [];
    const queries = windows.map(quantise);
    const best = new Map<number, number>();
    const { vectors, products } = block;
    const n = block.size;
    const norm = SCALE * SCALE;
    for (let row = 0; row < n; row++) {
      const at = row * FEATURE_LENGTH;
      let top = -Infinity;
      for (const q of queries) {
        let dot = 0;
        for (let i = 0; i < FEATURE_LENGTH; i++) dot += q[i]! * vectors[at + i]!;
        if (dot > top) top = dot;
      }
      const product = products[row]!;
      const seen = best.get(product);
      if (seen === undefined || top > seen) best.set(product, top);
    }
    return [...best]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([productId, dot]) => ({ productId, similarity: Math.max(0, Math.min(1, dot / norm)) }));
  }
}
