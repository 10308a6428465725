// Photos sent with a spreadsheet import (issue 23): a .zip matched to the rows by file name (NUM.jpg first, NUM-2.jpg
// next, NUM_1.png), shown before the import (matched, unmatched, refused with the reason), applied with the rows;
// a text file named .jpg, a .heic and an entry that unpacks past a picture's limit (a zip bomb) are refused without
// stopping the others, while notes and system files are skipped quietly (a .zip of nothing else is no .zip of
// pictures); each applied picture's sizes answer at once, those made later included; the same .zip sent again
// after an unchanged spreadsheet keeps the pictures (same URLs) and says so, yet is applied if an editor changed the
// pictures in between; a known photo among new ones keeps its stored sizes, in the .zip's order; random bytes are not
// a .zip; a .zip sent without the import's id is a 400 naming it; another supplier's staff cannot send photos to this
// import.
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { zipSync } from 'fflate';
import { DEMO_ADMIN } from '../../server/demo/demoShares';
import { TENANT_FIXTURES } from '../setup/tenantFixtures';
import { must, wire } from './wire';
import { baseUrl } from './helpers';
import { uploadSheet } from './spreadsheetFiles';
import { photoZipBomb, uploadPhotoZip, type Media } from './mediaFiles';

const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const [ONE, TWO] = [`ZP${stamp}A`, `ZP${stamp}B`];
let admin: string;
let importId: string;

const jpeg = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  admin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
  const sheet = `货号,品名,单价,外箱尺寸\n${ONE},拼图一,1.5,60*40*50\n${TWO},拼图二,2.5,60*40*50\n`;
  const preview = await uploadSheet(admin, sheet, 'photos.csv');
  importId = (preview.payload as { importId: string }).importId;
});

/** A one-row spreadsheet of this product number, previewed: the import's id. */
const previewOf = async (number: string) => {
  const sheet = `货号,品名,单价,外箱尺寸\n${number},拼图三,3.5,60*40*50\n`;
  return ((await uploadSheet(admin, sheet, 'same.csv')).payload as { importId: string }).importId;
};
const runImport = async (importId: string) => {
  await must('ConsoleImportProducts', { importId }, admin);
  await expect
    .poll(async () => (await must<{ state: string }>('ConsoleImportProgress', { importId }, admin)).state, {
      timeout: 30_000,
    })
    .toBe('done');
};
const urlsOf = async (number: string) =>
  (await must<Media>('ConsoleProductMedia', { productNumber: number }, admin)).pictures.map((p) => p.url);
/** The one-row spreadsheet previewed, this .zip sent and the import run: the .zip's answer and the pictures' URLs. */
const importWithPhotos = async (number: string, zip: Uint8Array) => {
  const id = await previewOf(number);
  const answer = await uploadPhotoZip(admin, id, zip);
  await runImport(id);
  return { answer: answer.data!, urls: await urlsOf(number) };
};

describe('photos with an import', () => {
  it('are matched by file name and shown before the import, with what was left out and why', async () => {
    const zip = zipSync({
      [`${ONE}.jpg`]: await jpeg('#e53935'),
      [`photos/${ONE}-2.JPG`]: await jpeg('#1e88e5'),
      [`${TWO.toLowerCase()}_1.png`]: await sharp(await jpeg('#43a047'))
        .png()
        .toBuffer(),
      [`${TWO}-9.jpg`]: new TextEncoder().encode('not a photo'),
      // A camera-sized photo cut off half-way: refused here, not found out when its sizes are made later.
      [`${TWO}-8.jpg`]: await sharp({
        create: {
          width: 1600,
          height: 1200,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg()
        .toBuffer()
        .then((whole) => whole.subarray(0, whole.length >> 1)),
      'stray.jpg': await jpeg('#000000'),
      'readme.txt': new TextEncoder().encode('hello'),
      'photos/notes.txt': new TextEncoder().encode('red first'),
      '__MACOSX/._x.jpg': new Uint8Array(10),
      '.DS_Store': new Uint8Array(10),
      'photos/Thumbs.db': new Uint8Array(10),
      [`${ONE}-4.heic`]: new Uint8Array(100),
      [`${ONE}-3.jpg`]: new Uint8Array(30_000_000),
    });
    const answer = await uploadPhotoZip(admin, importId, zip);
    expect(answer.code).toBe(200);
    expect(answer.data!.products).toEqual([
      { productNumber: ONE, pictures: 2 },
      { productNumber: TWO, pictures: 1 },
    ]);
    expect(answer.data!.unmatched).toEqual(['stray.jpg']);
    // Plainly no photo by name (readme.txt, notes.txt): skipped quietly, counted only; system files not even that.
    // Named like a picture yet not one taken (a .heic, a .jpg that does not decode): refused, where the clerk sees it.
    expect([...answer.data!.refused].sort((a, b) => a.fileName.localeCompare(b.fileName))).toEqual([
      { fileName: `${ONE}-3.jpg`, reason: 'tooLarge' },
      { fileName: `${ONE}-4.heic`, reason: 'notAPicture' },
      { fileName: `${TWO}-8.jpg`, reason: 'notAPicture' },
      { fileName: `${TWO}-9.jpg`, reason: 'notAPicture' },
    ]);
    expect(answer.data!.counts).toMatchObject({ refused: 4, skipped: 2, unmatched: 1 });
  });

  it('become the products’ pictures when the import runs, main first', async () => {
    await must('ConsoleImportProducts', { importId }, admin);
    await expect
      .poll(async () => (await must<{ state: string }>('ConsoleImportProgress', { importId }, admin)).state, {
        timeout: 30_000,
      })
      .toBe('done');
    const one = await must<Media>('ConsoleProductMedia', { productNumber: ONE }, admin);
    expect(one.pictures.map((p) => [p.width, p.height])).toEqual([
      [64, 48],
      [64, 48],
    ]);
    expect((await must<Media>('ConsoleProductMedia', { productNumber: TWO }, admin)).pictures).toHaveLength(1);
    // The detail's and zoom's sizes may still be in the making (services/laterSizes.ts): a buyer gets them anyway.
    const [main] = one.pictures;
    for (const url of [main.thumbUrl, main.url.replace('-large.webp', '-medium.webp'), main.url]) {
      const response = await fetch(baseUrl() + url);
      expect([url, response.status, response.headers.get('content-type')]).toEqual([url, 200, 'image/webp']);
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(64);
    }
    await wire('ConsoleDeleteProducts', { productNumbers: [ONE, TWO] }, { token: admin });
  });

  it('sent again with an unchanged spreadsheet change nothing: the same picture URLs, the answer says unchanged', async () => {
    const number = `ZP${stamp}C`;
    const zip = zipSync({ [`${number}.jpg`]: await jpeg('#8e24aa'), [`${number}-2.jpg`]: await jpeg('#fdd835') });
    const importAll = () => importWithPhotos(number, zip);
    const first = await importAll();
    expect([first.answer.counts.pictures, first.urls.length]).toEqual([2, 2]);
    const again = await importAll();
    expect(again.answer.counts).toMatchObject({ pictures: 0, products: 0, unchanged: 1 });
    expect(again.answer.products).toEqual([]);
    expect(again.urls).toEqual(first.urls);
    await wire('ConsoleDeleteProducts', { productNumbers: [number] }, { token: admin });
  });

  it('applies the .zip’s pictures when an editor changed the product’s pictures after the .zip was sent', async () => {
    const number = `ZP${stamp}D`;
    const zip = zipSync({ [`${number}.jpg`]: await jpeg('#00897b'), [`${number}-2.jpg`]: await jpeg('#6d4c41') });
    const first = await importWithPhotos(number, zip);
    const id = await previewOf(number);
    expect((await uploadPhotoZip(admin, id, zip)).data!.counts).toMatchObject({ pictures: 0, unchanged: 1 });
    const [main] = (await must<Media>('ConsoleProductMedia', { productNumber: number }, admin)).pictures;
    await must('ConsoleDeleteProductMedia', { productNumber: number, mediaId: main.id }, admin);
    await runImport(id);
    expect(await urlsOf(number)).toEqual(first.urls);
    await wire('ConsoleDeleteProducts', { productNumbers: [number] }, { token: admin });
  });

  it('put a known photo among new ones in the .zip’s order, the known one as it is stored (not sized again)', async () => {
    const number = `ZP${stamp}E`;
    const [known, other, added] = await Promise.all(['#3949ab', '#c0ca33', '#f4511e'].map(jpeg));
    const first = await importWithPhotos(number, zipSync({ [`${number}.jpg`]: known, [`${number}-2.jpg`]: other }));
    const mixed = await importWithPhotos(number, zipSync({ [`${number}.jpg`]: added, [`${number}-2.jpg`]: known }));
    expect(mixed.answer.counts).toMatchObject({ pictures: 2, products: 1, unchanged: 0 });
    expect(mixed.urls).toEqual([expect.any(String), first.urls[0]]);
    expect(first.urls).not.toContain(mixed.urls[0]);
    await wire('ConsoleDeleteProducts', { productNumbers: [number] }, { token: admin });
  });

  it('refuses what is not a .zip, a bomb inflates no further than a picture, and other suppliers are out', async () => {
    const sheet = await uploadSheet(admin, `货号,品名\n${ONE}X,拼图\n`, 'again.csv');
    const next = (sheet.payload as { importId: string }).importId;
    const random = await uploadPhotoZip(admin, next, new TextEncoder().encode('not a zip at all, just some text'));
    expect([random.code, random.reason]).toEqual([400, 'badSpreadsheet']);
    // Nothing named like a picture (the wrong .zip chosen): not a .zip of pictures either.
    const notes = await uploadPhotoZip(
      admin,
      next,
      zipSync({ 'notes.txt': new Uint8Array(5), '.DS_Store': new Uint8Array(5) }),
    );
    expect([notes.code, notes.reason, notes.message]).toEqual([
      400,
      'badSpreadsheet',
      'The file is not a .zip of pictures.',
    ]);
    const bomb = await uploadPhotoZip(admin, next, photoZipBomb(`${ONE}X.jpg`));
    expect([bomb.code, bomb.data?.refused]).toEqual([200, [{ fileName: `${ONE}X.jpg`, reason: 'tooLarge' }]]);
    // No import id: a 400 naming the field, as the other uploads' validation does (not "no such import").
    const noId = await uploadPhotoZip(admin, null, zipSync({ [`${ONE}X.jpg`]: await jpeg('#fff') }));
    expect([noId.status, noId.code, noId.message]).toEqual([
      400,
      400,
      'Invalid request: field importId is missing: send the fields (importId) before the part named file.',
    ]);
    const other = (await must<{ token: string }>('AdminLogin', TENANT_FIXTURES.B.admin)).token;
    expect((await uploadPhotoZip(other, next, zipSync({ 'a.jpg': await jpeg('#fff') }))).code).toBe(404);
  });
});
