// Issue 30: encrypted answers are gzipped with a code made for Base64 (server/http/base64Gzip.ts). Cases: any gzip
// reader gets back exactly the envelope's text (every run length, so each Base64 tail and padding; text around it
// in any script), as small as zlib's own best on ciphertext; which clients get it by their Accept-Encoding.
import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { gunzipSync as fflateGunzip, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { gzipBase64, prefersGzip } from '../../server/http/base64Gzip';

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
