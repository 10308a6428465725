// Import from Excel in the console's Catalogue room (issue 23), in chromium against the real server:
// - the demo admin opens Import from Excel from the room's head, chooses a workbook with a Chinese header row and
//   two bad rows: the columns are guessed (货号 → Product number …), the preview shows two new rows and two errors
//   with the bad cell and its reason, and the Errors filter keeps only those; a .zip of photos named by product
//   number is matched to the rows in the preview;
// - imports: the result counts two new and two not imported, and the buyer's search finds the new product showing
//   its photo from the .zip (an uploaded picture, loaded);
// - the same file again previews as unchanged, with nothing to import;
// - an old .xls is offered in the picker and refused with how to save it as .xlsx, in the clerk's words;
// - screens of the columns and preview steps and the photo .zip's report at 1440x900 and 390x844 in zh-CN and ar (the
//   back arrow mirrored) into tests/.artifacts/screenshots/console-import-*.png.
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchChromium } from '../setup/chromium';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { consolePage } from './consoleSession';
import { must, wire } from '../api/wire';
import { workbookOf, zipOf } from '../api/spreadsheetFiles';
import { keepScreen } from './screens';

const shots = 'tests/.artifacts/screenshots';
const TAG = Date.now().toString(36).slice(-5).toUpperCase();
const WORD = `wombatxl${TAG.toLowerCase()}`;
const FILE = `tests/.artifacts/import-${TAG}.xlsx`;
const PHOTOS = `tests/.artifacts/import-${TAG}.zip`;
let browser: Browser;
let page: Page;
let buyer: Page;

const openConsole = (viewport?: { width: number; height: number }, locale?: string) =>
  consolePage(browser, { viewport, locale });

async function chooseFile(p: Page) {
  await p.locator('.import-wizard__drop input[type="file"]').setInputFiles(FILE);
  await p.locator('.import-wizard__table select').first().waitFor();
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  writeFileSync(
    FILE,
    await workbookOf([
      ['货号', '品名', '英文品名', '装箱量', '内盒', '外箱尺寸', '毛重', '净重', '单价', '起订量'],
      [`BX${TAG}1`, `袋熊${WORD}`, `Wombat ${WORD}`, 48, 12, '60*40*50', 15, 13, 2.5, 48],
      [`BX${TAG}2`, '积木', 'Blocks', 24, 6, '50*30*40', 10, 9, 4, 24],
      [`BX${TAG}3`, '坏价格', 'Bad price', 24, 6, '50*30*40', 10, 9, 'abc', 24],
      [`BX${TAG}4`, '坏重量', 'Bad weight', 24, 6, '50*30*40', 10, 12, 3, 24],
    ]),
  );
  const photo = (background: string) =>
    sharp({ create: { width: 800, height: 800, channels: 3, background } })
      .jpeg()
      .toBuffer();
  writeFileSync(
    PHOTOS,
    zipOf({
      [`BX${TAG}1.jpg`]: await photo('#2e7d32'),
      [`BX${TAG}2.jpg`]: await photo('#6a1b9a'),
      // A clerk's note zipped with the photos: left out, and said so.
      'notes.txt': Buffer.from('photos from the factory, May'),
    }),
  );
  browser = await launchChromium();
  page = await openConsole();
  buyer = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })).newPage();
  await buyer.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
  await buyer.getByRole('button', { name: 'Enter the catalogue' }).click();
  await buyer.waitForURL(/\/index\/home/);
}, 60_000);
afterAll(async () => {
  const token = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
  await wire('ConsoleDeleteProducts', { productNumbers: [`BX${TAG}1`, `BX${TAG}2`] }, { token });
  await browser?.close();
});

describe('Import from Excel', () => {
  it('guesses the columns, previews each row (the bad cells with their reasons) and matches a .zip of photos', async () => {
    await page.goto(`${inject('apiUrl')}/console/catalogue`);
    await page.getByRole('button', { name: 'Import from Excel' }).click();
    await page.waitForURL(/import=excel/);
    await chooseFile(page);
    expect(await page.getByRole('combobox', { name: 'Product field for 货号' }).inputValue()).toBe('productNumber');
    expect(await page.getByRole('combobox', { name: 'Product field for 外箱尺寸' }).inputValue()).toBe('outerBoxSize');
    await page.getByRole('button', { name: 'Next: preview' }).click();
    await page.locator('.import-wizard__preview tbody tr').first().waitFor();
    const statuses = await page.locator('.import-wizard__preview .import-wizard__chip').allInnerTexts();
    expect(statuses).toEqual(['New', 'New', 'Error', 'Error']);
    const errors = page.locator('.import-wizard__preview tr[data-status="error"]');
    expect(await errors.nth(0).innerText()).toMatch(/单价: abc\s+Not a number\./);
    expect(await errors.nth(1).innerText()).toMatch(/净重: 12\s+The net weight cannot be more than the gross weight\./);
    await page.getByRole('group', { name: 'Show rows' }).getByRole('button', { name: /Error/ }).click();
    expect(await page.locator('.import-wizard__preview tbody tr').count()).toBe(2);
    await page.locator('.import-wizard__photos input[type="file"]').setInputFiles(PHOTOS);
    const report = page.getByRole('status').filter({ hasText: '2 pictures for 2 products' });
    await report.waitFor({ timeout: 30_000 });
    expect(await report.innerText()).toContain('1 file that is not a photo (a note, a document) was left out.');
  });

  it('imports the good rows with their photos, and the buyer finds the new product with its picture', async () => {
    await page.getByRole('button', { name: 'Import 2 products' }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 60_000 });
    expect(await page.locator('.import-wizard__totals').innerText()).toMatch(/New: 2[\s\S]*Not imported: 2/);
    expect(await page.locator('.import-wizard__failures').innerText()).toMatch(/Row 4[\s\S]*Not a number/);
    await buyer.goto(`${inject('apiUrl')}/index/productCenter?id=${DEMO_SHARES.public.code}&keyword=${WORD}`);
    await buyer.locator('.product-list .product-card:not(.product-card--skeleton)').first().waitFor();
    expect(await buyer.locator('.product-list .product-card').allInnerTexts()).toEqual([
      expect.stringContaining(`Wombat ${WORD}`),
    ]);
    // The card shows the .zip's photo: an upload of this supplier's (not a drawn demo picture), loaded.
    const picture = buyer.locator('.product-list .product-card img').first();
    await expect
      .poll(() => picture.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0 && i.currentSrc), {
        timeout: 15_000,
      })
      .toMatch(/\/media\/products\/\d+\/[\w-]+-thumb\.webp$/);
  });

  it('the same file again is all unchanged, with nothing to import', async () => {
    await page.getByRole('button', { name: 'Import another file' }).click();
    await chooseFile(page);
    await page.getByRole('button', { name: 'Next: preview' }).click();
    await page.locator('.import-wizard__preview tbody tr').first().waitFor();
    expect(await page.locator('.import-wizard__preview .import-wizard__chip').allInnerTexts()).toEqual([
      'Unchanged',
      'Unchanged',
      'Error',
      'Error',
    ]);
    expect(await page.getByRole('button', { name: 'Nothing to import' }).isDisabled()).toBe(true);
  });

  it('offers an old .xls in the picker and says how to save it as .xlsx', async () => {
    await page.goto(`${inject('apiUrl')}/console/catalogue`);
    await page.getByRole('button', { name: 'Import from Excel' }).click();
    const picker = page.locator('.import-wizard__drop input[type="file"]');
    expect(await picker.getAttribute('accept')).toMatch(/\.xls(,|$)/);
    // An Excel 97-2003 workbook starts with the OLE2 signature; the server refuses it by content.
    const ole2 = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504, 0x20)]);
    await picker.setInputFiles({ name: '报价单.xls', mimeType: 'application/vnd.ms-excel', buffer: ole2 });
    expect(await page.getByRole('alert').innerText()).toBe(
      'This is an Excel 97-2003 file (.xls). In Excel choose File › Save As › Excel Workbook (.xlsx), then choose the new file.',
    );
  });

  it('screens of the columns and preview steps at 1440 and 390 in zh-CN and ar', async () => {
    for (const locale of ['zh-CN', 'ar']) {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const p = await openConsole(viewport, locale);
        const name = `${locale}-${viewport.width}`;
        await p.goto(`${inject('apiUrl')}/console/catalogue?import=excel`);
        await p.locator('.import-wizard__drop').waitFor();
        // The back arrow points the way back: to the right in Arabic.
        const arrow = await p
          .locator('.import-wizard .product-editor__back [aria-hidden="true"]')
          .evaluate((e) => getComputedStyle(e).transform);
        expect(arrow, locale).toBe(locale === 'ar' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
        await keepScreen(p, { path: `${shots}/console-import-file-${name}.png` });
        await chooseFile(p);
        await keepScreen(p, { path: `${shots}/console-import-columns-${name}.png` });
        await p.locator('.import-wizard__actions .button--primary').click();
        await p.locator('.import-wizard__preview tbody tr').first().waitFor();
        await keepScreen(p, { path: `${shots}/console-import-preview-${name}.png` });
        // The .zip's report: pictures matched, the note left out.
        await p.locator('.import-wizard__photos input[type="file"]').setInputFiles(PHOTOS);
        await p.locator('.import-wizard__photo-report').waitFor({ timeout: 30_000 });
        await p.locator('.import-wizard__photo-report').scrollIntoViewIfNeeded();
        await keepScreen(p, { path: `${shots}/console-import-photos-${name}.png` });
        await p.context().close();
      }
    }
  });
});
