// A supplier without demo data (issue 23, `DEMO_DATA=0`), in chromium against a server of this file's own with an
// empty database: the operator creates the supplier (services/supplierSetup.ts, as `npm run create-supplier` does);
// its admin signs in with the one-time password, finds an empty Catalogue room, imports a workbook with a Chinese
// header row and a .zip of photos named by product number; a buyer entering the supplier's public share then finds
// both products in the product centre, each card showing its own uploaded picture (loaded, not a placeholder).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchChromium } from '../setup/chromium';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { createSupplier } from '../../server/services/supplierSetup';
import { workbookOf, zipOf } from '../api/spreadsheetFiles';
import { consolePage } from './consoleSession';
import { keepScreen } from './screens';

const artifacts = 'tests/.artifacts';
const SHEET = `${artifacts}/fresh-supplier.xlsx`;
const PHOTOS = `${artifacts}/fresh-supplier-photos.zip`;
let server: Awaited<ReturnType<typeof startServer>>;
let dataDir = '';
let browser: Browser;
let supplier: { password: string; shareCode: string };

const photo = (background: string) =>
  sharp({ create: { width: 800, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-fresh-'));
  server = await startServer({
    ...readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: '0' }),
    maintenance: undefined,
  });
  supplier = await createSupplier(server.ctx.db, {
    companyNumber: 'FRESH2026',
    name: 'Fresh Start Toys',
    admin: 'freshadmin',
  });
  writeFileSync(
    SHEET,
    await workbookOf([
      ['货号', '品名', '英文品名', '装箱量', '内盒', '外箱尺寸', '毛重', '净重', '单价', '起订量'],
      ['FS0001', '红色小车', 'Red racer', 48, 12, '60*40*50', 15, 13, 2.5, 48],
      ['FS0002', '蓝色飞机', 'Blue plane', 24, 6, '50*30*40', 10, 9, 4, 24],
    ]),
  );
  writeFileSync(PHOTOS, zipOf({ 'FS0001.jpg': await photo('#d22'), 'photos/FS0002.jpg': await photo('#22d') }));
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a supplier without demo data', () => {
  let page: Page;

  it('imports its spreadsheet and a .zip of photos into an empty catalogue', async () => {
    page = await consolePage(browser, { baseUrl: server.url, account: 'freshadmin', password: supplier.password });
    await page.goto(`${server.url}/console/catalogue`);
    await page.getByRole('button', { name: 'Import from Excel' }).first().click();
    await page.locator('.import-wizard__drop input[type="file"]').setInputFiles(SHEET);
    await page.locator('.import-wizard__table select').first().waitFor();
    await page.getByRole('button', { name: 'Next: preview' }).click();
    await page.locator('.import-wizard__preview tbody tr').first().waitFor();
    expect(await page.locator('.import-wizard__preview .import-wizard__chip').allInnerTexts()).toEqual(['New', 'New']);
    await page.locator('.import-wizard__photos input[type="file"]').setInputFiles(PHOTOS);
    await page.getByRole('status').filter({ hasText: '2 pictures for 2 products' }).waitFor();
    await page.getByRole('button', { name: 'Import 2 products' }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 60_000 });
    expect(await page.locator('.import-wizard__totals').innerText()).toMatch(/New: 2/);
  });

  it('shows the buyer of its share the imported products with their pictures', async () => {
    const buyer = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })
    ).newPage();
    await buyer.goto(`${server.url}/login?id=${supplier.shareCode}`);
    await buyer.getByRole('button', { name: 'Enter the catalogue' }).click();
    await buyer.waitForURL(/\/index\/home/);
    await buyer.goto(`${server.url}/index/productCenter?id=${supplier.shareCode}`);
    const cards = buyer.locator('.product-list .product-card:not(.product-card--skeleton)');
    await cards.first().waitFor();
    expect((await cards.allInnerTexts()).sort()).toEqual([
      expect.stringContaining('Blue plane'),
      expect.stringContaining('Red racer'),
    ]);
    const pictures = buyer.locator('.product-list .product-card img');
    // Cards load their pictures lazily: scrolled into view, each one must arrive as a real image.
    await pictures.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() => pictures.evaluateAll((images) => images.map((i) => (i as HTMLImageElement).naturalWidth > 0)))
      .toEqual([true, true]);
    const shown = await pictures.evaluateAll((images) =>
      images.map((i) => ({ src: (i as HTMLImageElement).currentSrc, width: (i as HTMLImageElement).naturalWidth })),
    );
    for (const { src, width } of shown) {
      expect(src).toMatch(/\/media\/products\/\d+\/[\w-]+-thumb\.webp$/);
      expect(width).toBeGreaterThan(0);
    }
    await keepScreen(buyer, { path: `${artifacts}/screenshots/fresh-supplier-products-en-1440.png` });
  });
});
