// The scanner for real (issue 26): Chromium's fake camera plays a clip made here from a product's QR code (the
// detail link our codes hold); the header's scan control opens the overlay, html5-qrcode decodes the clip,
// WebsiteShareAnalysisCode names the product and its detail opens with isScanCode=1 ("Scan next"); a clip of an
// EAN-13 barcode a product of this test carries (migration 030) opens that product the same way. Without the fake
// permission UI the camera is refused: the first message asks for permission, the next says scanning is not
// supported; the image-search page's control opens the same scanner. Screenshots of the overlay (a clip without a code, so it stays open) at 1440×900 and 390×844 in en and
// ar go to tests/.artifacts/screenshots/.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { productCodeLink } from '../../protocol/scanCode';
import { must, wire } from '../api/wire';
import { productDraft } from '../api/productDraft';
import { normalBarcode } from '../../schemas/api/barcodes';
import { DEMO_ADMIN } from '../../server/demo/demoShares';
import { fakeCameraFlags, writeCameraClip } from './fakeCamera';
import { publicShareSession, visitorContext, type VisitorSession } from './buyerSession';
import { keepScreen } from './screens';

const code = DEMO_SHARES.public.code;
const dir = mkdtempSync(join(tmpdir(), 'vitrine-scan-'));
const shots = 'tests/.artifacts/screenshots';
const browsers: Browser[] = [];
let productNumber: string;
let session: VisitorSession;
let admin: string;
// A product of this file's own with a restricted-circulation EAN-13 (20–29), random so parallel runs never clash.
const barcoded = `SCAN${Date.now().toString(36).slice(-6).toUpperCase()}`;
const ean13Body = `2${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
const ean13 = [...'0123456789'].map((d) => ean13Body + d).find((c) => normalBarcode(c))!;

async function openScanner(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(`${inject('apiUrl')}/index/home?id=${code}`);
  await page.getByRole('button', { name: 'Scan a product code' }).first().click();
  return page;
}

beforeAll(async () => {
  session = await publicShareSession();
  productNumber = (
    await must<{ items: { productNumber: string }[] }>('GetProductList', { pageIndex: 1, pageSize: 1 }, session.token)
  ).items[0].productNumber;
  admin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
  const draft = await productDraft(admin, barcoded, { name: '条码积木', ename: 'Barcode blocks' });
  await must('ConsoleSaveProduct', { product: { ...draft, barcodes: [ean13] } }, admin);
}, 60_000);
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await wire('ConsoleDeleteProducts', { productNumbers: [barcoded] }, { token: admin });
});

describe('scanner', () => {
  it("decodes a product's QR code from the camera and opens its detail", async () => {
    const clip = join(dir, 'product.y4m');
    writeCameraClip(clip, productCodeLink('https://stand.example', productNumber, code));
    const browser = await launchChromium(fakeCameraFlags(clip, true));
    browsers.push(browser);
    const page = await openScanner(await visitorContext(browser, session));
    await page.waitForURL(/\/productDetails\?/, { timeout: 20_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('productNumber')).toBe(productNumber);
    expect(url.searchParams.get('isScanCode')).toBe('1');
    expect(url.searchParams.get('id')).toBe(code);
    await page.locator('#detail-title').waitFor();
    expect(await page.getByRole('dialog', { name: 'Scan a product code' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Scan next' }).waitFor();
  }, 60_000);

  it("decodes a product's EAN-13 barcode from the camera and opens its detail", async () => {
    const clip = join(dir, 'ean13.y4m');
    writeCameraClip(clip, { ean13 });
    const browser = await launchChromium(fakeCameraFlags(clip, true));
    browsers.push(browser);
    const page = await openScanner(await visitorContext(browser, session));
    await page.waitForURL(/\/productDetails\?/, { timeout: 20_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('productNumber')).toBe(barcoded);
    expect(url.searchParams.get('isScanCode')).toBe('1');
    await page.locator('#detail-title').getByText('Barcode blocks').waitFor();
  }, 60_000);

  it('a refused camera asks for permission first, then says scanning is not supported', async () => {
    const clip = join(dir, 'blank.y4m');
    writeCameraClip(clip, null);
    const browser = await launchChromium(fakeCameraFlags(clip, false));
    browsers.push(browser);
    const page = await openScanner(await visitorContext(browser, session));
    const dialog = page.getByRole('dialog', { name: 'Scan a product code' });
    await dialog.getByRole('alert').getByText('You need to grant camera access permissions').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await dialog.count()).toBe(0);
    await page.getByRole('button', { name: 'Scan a product code' }).first().click();
    await dialog.getByRole('alert').getByText('Your browser does not support scanning codes').waitFor();
    // The image-search page's control opens the same scanner (a new visit: the flag starts again).
    const search = await (await visitorContext(browser, session)).newPage();
    await search.goto(`${inject('apiUrl')}/index/imageSearch?id=${code}`);
    await search.getByRole('button', { name: 'Scan with the camera' }).click();
    await search.getByRole('dialog').getByText('You need to grant camera access permissions').waitFor();
  }, 60_000);

  it('screenshots of the open overlay at 1440 and 390 in en and ar', async () => {
    const clip = join(dir, 'nocode.y4m');
    writeCameraClip(clip, null);
    const browser = await launchChromium(fakeCameraFlags(clip, true));
    browsers.push(browser);
    mkdirSync(shots, { recursive: true });
    for (const locale of ['en', 'ar'])
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const context = await visitorContext(browser, session, locale, viewport);
        const page = await context.newPage();
        await page.goto(`${inject('apiUrl')}/index/home?id=${code}`);
        await page.locator('.m-search__scan').first().click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('video').waitFor();
        expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        await page.waitForTimeout(500);
        await keepScreen(page, { path: `${shots}/scanner-${locale}-${viewport.width}.png` });
        await context.close();
      }
  }, 90_000);
});
