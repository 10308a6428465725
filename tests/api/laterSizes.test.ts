// An imported picture's later files (issue 23; services/laterSizes.ts): the import stores only the source; a request
// for the card's thumb or the detail's size before the background made it gets the picture made then, of the right size, and
// so does an order spreadsheet or an image-search vector asking for the sheet JPEG (services/media.ts pictureFileOf);
// the background makes the rest and drops the source; a picture whose source and size are both gone stays missing
// (404, never a half file). Own folder, no server.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { folderFileStore } from '../../server/services/fileStore';
import { laterSizes, type LaterSizes } from '../../server/services/laterSizes';
import { storePicture } from '../../server/services/productMedia';
import { importedPictureSet } from '../../server/services/pictureSizes';
import { pictureFileOf, setMediaStore } from '../../server/services/media';

let folder = '';
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'vitrine-later-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));
// Each test's backlog ends its background process with the test.
const started: LaterSizes[] = [];
afterEach(() => started.splice(0).forEach((later) => later.stop()));

const camera = () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#d84315' } })
    .jpeg()
    .toBuffer();
const sizeOf = async (file: { stream: NodeJS.ReadableStream } | null) => {
  const chunks: Buffer[] = [];
  for await (const chunk of file!.stream as AsyncIterable<Buffer>) chunks.push(chunk);
  const meta = await sharp(Buffer.concat(chunks)).metadata();
  return [meta.format, meta.width, meta.height];
};

describe('an imported picture’s later sizes', () => {
  it('are there for the first request, made then, and the background makes the rest', async () => {
    const files = folderFileStore(folder);
    const later = laterSizes(files);
    started.push(later);
    const stored = (await storePicture(files, 7, await camera(), importedPictureSet))!;
    expect([stored.width, stored.height]).toEqual([2400, 1800]);
    for (const size of ['thumb.webp', 'medium.webp', 'sheet.jpg'])
      expect(await files.get(`${stored.key}-${size}`), size).toBeNull();

    // A list's card and a detail page, asked for first: made then.
    expect(await sizeOf(await later.file(`${stored.key}-thumb.webp`))).toEqual(['webp', 400, 300]);
    expect(await sizeOf(await later.file(`${stored.key}-medium.webp`))).toEqual(['webp', 1000, 750]);
    later.queue([stored.key]);
    await expect.poll(() => later.waiting, { timeout: 30_000 }).toBe(0);
    expect(await sizeOf(await files.get(`${stored.key}-large.webp`))).toEqual(['webp', 2000, 1500]);
    expect(await sizeOf(await files.get(`${stored.key}-sheet.jpg`))).toEqual(['jpeg', 240, 180]);
    expect(existsSync(join(folder, `${stored.key}-source.img`))).toBe(false);
    expect(await sizeOf(await later.file(`${stored.key}-large.webp`))).toEqual(['webp', 2000, 1500]);
  });

  it('give an order spreadsheet the sheet JPEG before the background made it, and only that', async () => {
    const files = folderFileStore(folder);
    const later = laterSizes(files);
    started.push(later);
    const stored = (await storePicture(files, 7, await camera(), importedPictureSet))!;
    // As buildApp wires it: pictures embedded in a spreadsheet (and image-search vectors) are read through the backlog.
    setMediaStore({ ...files, get: later.file });
    const file = await pictureFileOf({ image_seed: 0, media: { p: [stored.key] } }, 0);
    expect(file?.extension).toBe('jpeg');
    const meta = await sharp(file!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 240, 180]);
    // Only what was asked for: the detail's size waits for its own request or the background.
    expect(await files.get(`${stored.key}-medium.webp`)).toBeNull();
    // Nothing queued this picture (as after a restart): the request did, and the background made the rest.
    await expect.poll(() => later.waiting, { timeout: 30_000 }).toBe(0);
    expect(await sizeOf(await files.get(`${stored.key}-medium.webp`))).toEqual(['webp', 1000, 750]);
    expect(await sizeOf(await files.get(`${stored.key}-thumb.webp`))).toEqual(['webp', 400, 300]);
    expect(existsSync(join(folder, `${stored.key}-source.img`))).toBe(false);
  });

  it('are made for a request at once even while the background, stalled, has that picture in hand', async () => {
    const files = folderFileStore(folder);
    const later = laterSizes(files);
    started.push(later);
    const stored = (await storePicture(files, 7, await camera(), importedPictureSet))!;
    later.queue([stored.key]);
    // The background's process, at the lowest priority, gets no CPU at all (a busy machine, at the extreme).
    await expect.poll(() => later.backgroundProcessId, { timeout: 30_000 }).toBeGreaterThan(0);
    const background = later.backgroundProcessId!;
    process.kill(background, 'SIGSTOP');
    try {
      expect(await sizeOf(await later.file(`${stored.key}-large.webp`))).toEqual(['webp', 2000, 1500]);
    } finally {
      process.kill(background, 'SIGCONT');
    }
    // The background then makes the rest, leaves the request's file as it is, and drops the source.
    await expect.poll(() => later.waiting, { timeout: 30_000 }).toBe(0);
    expect(await sizeOf(await files.get(`${stored.key}-medium.webp`))).toEqual(['webp', 1000, 750]);
    expect(await sizeOf(await files.get(`${stored.key}-large.webp`))).toEqual(['webp', 2000, 1500]);
    expect(existsSync(join(folder, `${stored.key}-source.img`))).toBe(false);
  });

  it('answer nothing for a picture that has neither its size nor its source', async () => {
    const later = laterSizes(folderFileStore(folder));
    started.push(later);
    expect(await later.file('products/7/AAAAAAAAAAAAAAAAAAAAAA-medium.webp')).toBeNull();
    expect(await later.file('products/7/AAAAAAAAAAAAAAAAAAAAAA-thumb.webp')).toBeNull();
  });
});
