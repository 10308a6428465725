// Issue 30: encrypted answers are gzipped with a code made for Base64 (server/http/base64Gzip.ts). Cases: any gzip
// reader gets back exactly the envelope's text (every run length, so each Base64 tail and padding; text around it
// in any script), as small as zlib's own best on ciphertext; which clients get it by their Accept-Encoding.
import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { gunzipSync as fflateGunzip, strFromU8 } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, gzipBase64, prefersGzip } from '../../server/http/base64Gzip';

const envelope = (before: string, raw: Buffer, after: string) => {
  const base64 = raw.toString('base64');
  return { text: before + base64 + after, gzip: gzipBase64(before, raw, base64, after) };
};

describe('gzip of a Base64 run', () => {
  it('inflates to the same text for every length of run and any text around it', () => {
    for (let length = 0; length < 200; length++) {
      const { text, gzip } = envelope(`{"code":200,"data":"`, randomBytes(length), `","message":"成功 ✓ ${length}"}`);
      expect(gunzipSync(gzip).toString()).toBe(text);
    }
    const { text, gzip } = envelope('', randomBytes(100_003), '');
    expect(gunzipSync(gzip).toString()).toBe(text);
    // Another inflater than zlib's (browsers have their own): the stream is plain RFC 1951/1952.
    expect(strFromU8(fflateGunzip(gzip))).toBe(text);
  });

  it('is as small as zlib at its best on ciphertext: Base64 back to six bits a character', () => {
    const { text, gzip } = envelope('{"code":200,"data":"', randomBytes(60_000), '","message":"success"}');
    expect(gzip.length).toBeLessThan(text.length * 0.76);
    expect(gzip.length).toBeLessThan(gzipSync(text, { level: 9 }).length * 1.01);
  });
});

/** Bytes of a given length from a seed (fast-check would build 200 KB one element at a time); patterns that make
 *  the run all 7-bit codes ('z' is 0b110011, so 0xcf 0x3c 0xf3 repeated) or all one 6-bit code, and random. */
const bytesOf = (length: number, seed: number, kind: 'random' | 'z' | 'zero' | 'ones') => {
  if (kind === 'z') return Buffer.from(Array.from({ length }, (_, i) => [0xcf, 0x3c, 0xf3][i % 3]!));
  if (kind !== 'random') return Buffer.alloc(length, kind === 'zero' ? 0 : 0xff);
  const out = Buffer.allocUnsafe(length);
  let x = seed | 1; // xorshift32: reproducible from fast-check's seed, so a failure replays
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
};

const roundTrips = (before: string, raw: Buffer, after: string) => {
  const { text, gzip } = envelope(before, raw, after);
  return gunzipSync(gzip).toString() === text;
};

describe('gzip of a Base64 run, as a property (fast-check)', () => {
  const around = fc.string({ unit: 'binary', maxLength: 300 });

  it('any bytes up to 200 KB, any text around them, inflate with zlib to exactly the text', () => {
    const runs = fc.oneof(
      { arbitrary: fc.uint8Array({ maxLength: 3000 }).map((a) => Buffer.from(a)), weight: 3 },
      {
        arbitrary: fc
          .record({
            length: fc.integer({ min: 0, max: 200_000 }),
            seed: fc.integer(),
            kind: fc.constantFrom('random', 'z', 'zero', 'ones' as const),
          })
          .map(({ length, seed, kind }) => bytesOf(length, seed, kind)),
        weight: 1,
      },
    );
    fc.assert(
      fc.property(around, runs, around, (before, raw, after) => roundTrips(before, raw, after)),
      { numRuns: 150 },
    );
  });

  it("any Base64 string inflates to Node's writing of its bytes (itself, when its unused tail bits are zero)", () => {
    fc.assert(
      fc.property(fc.base64String({ maxLength: 8000 }), (text) => {
        const raw = Buffer.from(text, 'base64');
        const base64 = raw.toString('base64');
        const inflated = gunzipSync(gzipBase64('', raw, base64, '')).toString();
        return inflated === base64 && Buffer.from(inflated, 'base64').equals(raw);
      }),
      { numRuns: 300 },
    );
  });

  it("at the sizes around the compression threshold and the inflater's chunk and window boundaries", () => {
    const head = '{"code":200,"data":"';
    const after = '","message":"success","msg":"success","encryptCode":1,"dateTime":"2026-11-27T05:00:00.000Z"}';
    const lengths: number[] = [];
    // Whole envelopes of 1,022 to 1,026 bytes: the threshold's both sides, each Base64 tail (0, 1 or 2 padding).
    for (let total = COMPRESS_THRESHOLD_BYTES - 2; total <= COMPRESS_THRESHOLD_BYTES + 2; total++)
      for (let raw = 0; raw < total; raw++)
        if (head.length + Math.ceil(raw / 3) * 4 + after.length === total) lengths.push(raw);
    // Runs whose Base64 crosses 16 KB (zlib's chunk), 32 KB (deflate's window), 64 KB, 128 KB.
    for (const chars of [16_384, 32_768, 65_535, 65_536, 131_072])
      for (let raw = Math.floor((chars * 3) / 4) - 3; raw <= Math.floor((chars * 3) / 4) + 3; raw++) lengths.push(raw);
    expect(lengths.length).toBeGreaterThan(30);
    for (const length of lengths)
      for (const kind of ['random', 'z', 'zero', 'ones'] as const) {
        const { text, gzip } = envelope(head, bytesOf(length, length, kind), after);
        expect(gunzipSync(gzip).toString(), `${kind} ${length}`).toBe(text);
      }
  });
});

describe('who gets it', () => {
  it('clients that take gzip at least as gladly as brotli', () => {
    expect(prefersGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(prefersGzip('br, gzip')).toBe(true);
    expect(prefersGzip('x-gzip')).toBe(true);
    expect(prefersGzip('*')).toBe(true);
    expect(prefersGzip('br;q=1, gzip;q=0.5')).toBe(false);
    expect(prefersGzip('br')).toBe(false);
    expect(prefersGzip('gzip;q=0, *')).toBe(false);
    expect(prefersGzip('identity')).toBe(false);
    expect(prefersGzip(undefined)).toBe(false);
  });
});
