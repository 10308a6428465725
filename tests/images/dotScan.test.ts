// The image index's WebAssembly scan (server/images/dotScan.ts) against a plain JavaScript dot product. Cases: the
// best window per row over all rows and over chosen rows with chosen windows; rows past the first memory page and a
// length that is not a whole number of 8-value chunks (a row's last chunk reads into the next row); growing keeps
// the stored rows; each window's score against every row.
import { describe, expect, it } from 'vitest';
import { DotScan } from '../../server/images/dotScan';

const DIMS = 538;
let seed = 11;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const stored = (rows: number) => Int8Array.from({ length: rows * DIMS }, () => Math.round((random() - 0.5) * 254));
const window = () => Float32Array.from({ length: DIMS }, () => random() - 0.5);
const dot = (v: Int8Array, row: number, w: Float32Array) => {
  let sum = 0;
  for (let i = 0; i < DIMS; i++) sum += v[row * DIMS + i]! * w[i]!;
  return sum;
};

describe('dot scan', () => {
  it('finds each row’s best window as JavaScript does, over all rows or chosen ones', () => {
    const rows = 700;
    const vectors = stored(rows);
    const scan = new DotScan(DIMS);
    scan.reserve(10, 0);
    scan.reserve(rows, 0).set(vectors);
    const windows = Array.from({ length: 9 }, window);
    const { best, scale } = scan.best(windows, [{ rows: null, windows: windows.map((_, k) => k) }], rows);
    for (let row = 0; row < rows; row++) {
      const expected = Math.max(...windows.map((w) => dot(vectors, row, w)));
      expect(best[row]! / scale).toBeCloseTo(expected, 0);
    }
    const chosen = scan.best(
      windows,
      [
        { rows: [3, 650], windows: [2, 7] },
        { rows: [650], windows: [0] },
      ],
      rows,
    );
    expect(chosen.best[5]).toBe(-Infinity);
    expect(chosen.best[3]! / chosen.scale).toBeCloseTo(
      Math.max(dot(vectors, 3, windows[2]!), dot(vectors, 3, windows[7]!)),
      0,
    );
    expect(chosen.best[650]! / chosen.scale).toBeCloseTo(
      Math.max(...[0, 2, 7].map((k) => dot(vectors, 650, windows[k]!))),
      0,
    );
    const each = scan.each(windows.slice(0, 2), rows);
    expect(each[rows + 42]).toBeCloseTo(dot(vectors, 42, windows[1]!), 0);
    expect(each[7]).toBeCloseTo(dot(vectors, 7, windows[0]!), 0);
  });
});
