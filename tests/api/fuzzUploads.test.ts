// Issue 12's fuzzer, its uploads (the calls' bodies are fuzzed in fuzz.test.ts): malformed spreadsheets for import,
// product pictures and photo .zips, and image search photos, drawn by fast-check from damaged good files and sent as
// the fuzzer's admin and a public share. Each must be refused (or taken), never a 5xx, and the server must answer
// an ordinary call as usual after each kind. FUZZ_SEED repeats a run.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import sharp from 'sharp';
import { makeSignHeaders } from '../../protocol/envelope';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { TENANT_FIXTURES } from '../setup/tenantFixtures';
import { baseUrl } from './helpers';
import { must, nonce } from './wire';
import { millionEmptyRows, uploadSheet, workbookOf, zipBomb } from './spreadsheetFiles';
import { photoZipBomb, pixelBomb, uploadMedia, uploadPhotoZip } from './mediaFiles';
import { SEED, expectAnswersNormally } from './fuzzSender';

const tokens = { admin: '', share: '' };
const figures: string[] = [];

beforeAll(async () => {
  tokens.admin = (await must<{ token: string }>('AdminLogin', TENANT_FIXTURES.fuzz.admin)).token;
  tokens.share = (
    await must<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })
  ).token;
}, 60_000);

afterAll(() => {
  console.log(`fuzz uploads: seed ${SEED} (FUZZ_SEED=${SEED} repeats them)`);
  for (const line of figures) console.log(line);
});

describe('fuzzing the uploads', () => {
  // Each kind of upload fuzzed, the server still answers an ordinary call as usual.
  afterEach(() => expectAnswersNormally(tokens.share));

  it('malformed spreadsheets for import (flipped bytes, cut short, random text, a zip bomb, a million empty rows) are refused, never a 5xx', async () => {
    const good = await workbookOf([
      ['货号', '品名', '单价', '外箱尺寸'],
      ['FZ1', '玩具', 1.5, '60*40*50'],
    ]);
    const damaged = fc.oneof(
      fc
        .array(fc.tuple(fc.nat(good.length - 1), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 8 })
        .map((flips) => {
          const bytes = Buffer.from(good);
          for (const [at, bits] of flips) bytes[at] ^= bits;
          return { bytes, name: 'flipped.xlsx' };
        }),
      fc.nat(good.length - 1).map((n) => ({ bytes: good.subarray(0, n), name: 'cut.xlsx' })),
      fc.string({ unit: 'binary', maxLength: 400 }).map((text) => ({ bytes: Buffer.from(text), name: 'random.csv' })),
      fc.uint8Array({ maxLength: 400 }).map((raw) => ({ bytes: Buffer.from(raw), name: 'random.xlsx' })),
    );
    const codes = new Map<number, number>();
    // The two hostile workbooks once each (a few hundred kB on the wire, unpacking to 200 MB and to a million rows).
    const hostile = [
      { bytes: zipBomb(), name: 'bomb.xlsx' },
      { bytes: millionEmptyRows(), name: 'empty.xlsx' },
    ];
    for (const { bytes, name } of [...hostile, ...fc.sample(damaged, { numRuns: 150, seed: SEED })]) {
      const answer = await uploadSheet(tokens.admin, bytes, name);
      if (hostile.some((h) => h.bytes === bytes)) expect(answer.code, name).toBe(400);
      expect(answer.status, `${name} of ${bytes.length} bytes`).toBeLessThan(500);
      codes.set(answer.code, (codes.get(answer.code) ?? 0) + 1);
    }
    figures.push(`fuzz: malformed spreadsheets answered ${[...codes].map(([c, n]) => `${c}: ${n}`).join(', ')}`);
    expect(
      [...codes.keys()].every((c) => [200, 400, 413].includes(c)),
      [...codes.keys()].join(),
    ).toBe(true);
  }, 180_000);

  it('product pictures that are not pictures (flipped, cut short, random, a pixel bomb) and photo zips (a zip bomb, cut, random) are refused, never a 5xx', async () => {
    const good = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const damaged = fc.oneof(
      fc
        .array(fc.tuple(fc.nat(good.length - 1), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 4 })
        .map((flips) => {
          const bytes = Buffer.from(good);
          for (const [at, bits] of flips) bytes[at] ^= bits;
          return { bytes, role: 'poster' };
        }),
      fc.nat(good.length - 1).map((n) => ({ bytes: good.subarray(0, n), role: 'poster' })),
      fc.uint8Array({ maxLength: 300 }).map((raw) => ({ bytes: Buffer.from(raw), role: 'video' })),
      fc.constant({ bytes: pixelBomb(), role: 'poster' }),
    );
    // Posters, on the last product (the matrix plants its own on the first ones): a poster that passes leaves the
    // product's pictures as they were.
    const [product] = (
      await must<{ items: { productNumber: string }[] }>(
        'ConsoleProductList',
        { pageIndex: 1, pageSize: 1, sort: 'numberDesc' },
        tokens.admin,
      )
    ).items;
    const codes = new Map<number, number>();
    for (const { bytes, role } of fc.sample(damaged, { numRuns: 40, seed: SEED })) {
      const answer = await uploadMedia(tokens.admin, bytes, 'photo.jpg', {
        productNumber: product.productNumber,
        role,
      });
      expect(answer.status, `${role} of ${bytes.length} bytes`).toBeLessThan(500);
      codes.set(answer.code, (codes.get(answer.code) ?? 0) + 1);
    }
    // Photo .zips for an import: a bomb (one entry unpacking to 30 MB), random bytes, a zip cut short.
    const sheet = await uploadSheet(tokens.admin, '货号,品名\nFZZIP1,拼图\n', 'photos.csv');
    const importId = (sheet.payload as { importId: string }).importId;
    const bomb = photoZipBomb('FZZIP1.jpg');
    const zips = [
      bomb,
      bomb.subarray(0, bomb.length >> 1),
      ...fc.sample(fc.uint8Array({ maxLength: 300 }), { numRuns: 6, seed: SEED }),
    ];
    for (const zip of zips) {
      const answer = await uploadPhotoZip(tokens.admin, importId, zip);
      expect(answer.status, `a .zip of ${zip.length} bytes`).toBeLessThan(500);
      codes.set(answer.code, (codes.get(answer.code) ?? 0) + 1);
    }
    figures.push(`fuzz: malformed product pictures answered ${[...codes].map(([c, n]) => `${c}: ${n}`).join(', ')}`);
    expect(
      [...codes.keys()].every((c) => [200, 400, 413].includes(c)),
      [...codes.keys()].join(),
    ).toBe(true);
  }, 120_000);

  it('image search photos that are not pictures (flipped, cut short, random, empty, a pixel bomb) are refused, never a 5xx', async () => {
    const good = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const photos = fc.oneof(
      fc
        .array(fc.tuple(fc.nat(good.length - 1), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 4 })
        .map((flips) => {
          const bytes = Buffer.from(good);
          for (const [at, bits] of flips) bytes[at] ^= bits;
          return bytes;
        }),
      fc.nat(good.length - 1).map((n) => good.subarray(0, n)),
      fc.uint8Array({ maxLength: 300 }).map((raw) => Buffer.from(raw)),
      fc.constant(pixelBomb()),
    );
    const codes = new Map<number, number>();
    for (const bytes of fc.sample(photos, { numRuns: 40, seed: SEED })) {
      const form = new FormData();
      form.append('file', new Blob([Uint8Array.from(bytes)]), 'photo.jpg');
      const response = await fetch(baseUrl() + '/api/WebsiteShare/ImageSearch', {
        method: 'POST',
        headers: { ...makeSignHeaders(Date.now(), nonce()), authorization: `Bearer ${tokens.share}` },
        body: form,
        signal: AbortSignal.timeout(60_000),
      });
      expect(response.status, `a photo of ${bytes.length} bytes`).toBeLessThan(500);
      const { code } = (await response.json()) as { code: number };
      codes.set(code, (codes.get(code) ?? 0) + 1);
    }
    figures.push(`fuzz: malformed image search photos answered ${[...codes].map(([c, n]) => `${c}: ${n}`).join(', ')}`);
    expect(
      [...codes.keys()].every((c) => [200, 400, 413].includes(c)),
      [...codes.keys()].join(),
    ).toBe(true);
  }, 120_000);
});
