// A product's own QR code and the scanner's other ways in (issue 26). Cases: the detail page opened by a scan says
// "Scanned" beside "Scan next" and shows the product's QR code (on a phone, like the related products, only as the
// buyer scrolls near it); the phone's floating ball and its tab bar's scan control (in the middle of the tabs) open the
// scanner (with the camera refused here, its first message shows).
// Screenshots of the detail page with its QR at 1440×900 and 390×844 in en and ar, and of the tab bar at 390 in en and
// ar, go to tests/.artifacts/screenshots/.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { must } from '../api/wire';
import { publicShareSession, visitorContext, type VisitorSession } from './buyerSession';
import { keepScreen } from './screens';

const code = DEMO_SHARES.public.code;
const shots = 'tests/.artifacts/screenshots';
let browser: Browser;
let session: VisitorSession;
let productNumber: string;

beforeAll(async () => {
  session = await publicShareSession();
  productNumber = (
    await must<{ items: { productNumber: string }[] }>('GetProductList', { pageIndex: 1, pageSize: 1 }, session.token)
  ).items[0]!.productNumber;
  browser = await launchChromium();
  mkdirSync(shots, { recursive: true });
}, 60_000);
afterAll(() => browser?.close());

async function visitor(locale: string, viewport: { width: number; height: number }) {
  return (await visitorContext(browser, session, locale, viewport)).newPage();
}

describe('product code', () => {
  it('a scanned product says so, offers the next scan and shows its own QR code, at 1440 and 390 in en and ar', async () => {
    for (const locale of ['en', 'ar'])
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const page = await visitor(locale, viewport);
        await page.goto(`${inject('apiUrl')}/productDetails?productNumber=${productNumber}&id=${code}&isScanCode=1`);
        await page.locator('#detail-title').waitFor();
        const qr = page.locator('.detail__qr svg');
        if (viewport.width === 390) {
          // Below a phone's first screen the code and the related products come only as the buyer scrolls near them
          // (issue 29, TBT).
          await page.waitForLoadState('networkidle');
          expect(await qr.count()).toBe(0);
          expect(await page.locator('.detail__related').count()).toBe(0);
        }
        if (locale === 'en') {
          await page.getByRole('status').filter({ hasText: 'Scanned' }).waitFor();
          await page.getByRole('button', { name: 'Scan next' }).waitFor();
          expect(await page.locator('.detail__qr').textContent()).toContain('Scan to open this product');
        }
        await keepScreen(page, { path: `${shots}/detail-qr-${locale}-${viewport.width}.png` });
        await page.locator('.detail__qr').scrollIntoViewIfNeeded();
        await qr.waitFor();
        expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(100);
        await keepScreen(page, { path: `${shots}/detail-qr-code-${locale}-${viewport.width}.png` });
        await page.keyboard.press('End');
        await page.locator('.detail__related .product-card').first().waitFor();
        await page.context().close();
      }
  }, 90_000);

  it("the phone's floating ball opens the scanner", async () => {
    const page = await visitor('en', { width: 390, height: 844 });
    await page.goto(`${inject('apiUrl')}/index/productCenter?id=${code}`);
    await page.getByRole('button', { name: 'Quick actions' }).click();
    await page.locator('.floating-ball').getByRole('button', { name: 'Scan a product code' }).click();
    // No camera in this browser: the scanner's first camera message shows.
    await page.getByRole('dialog').getByText('You need to grant camera access permissions').waitFor();
    await page.context().close();
  }, 60_000);

  it("the phone's tab bar holds a scan control that opens the scanner, at 390 in en and ar", async () => {
    for (const locale of ['en', 'ar']) {
      const page = await visitor(locale, { width: 390, height: 844 });
      await page.goto(`${inject('apiUrl')}/index/home?id=${code}`);
      const bar = page.locator('[data-module-type="tabBar"] nav');
      const scan = bar.locator('.m-tabbar__scan');
      await scan.waitFor();
      // In the middle of the four tabs, inside the bar, a thumb-sized target.
      const [barBox, scanBox] = [(await bar.boundingBox())!, (await scan.boundingBox())!];
      expect(scanBox.height).toBeGreaterThanOrEqual(44);
      expect(Math.abs(scanBox.x + scanBox.width / 2 - (barBox.x + barBox.width / 2))).toBeLessThan(2);
      await keepScreen(page, { path: `${shots}/tabbar-scan-${locale}-390.png` });
      if (locale === 'en') {
        await bar.getByRole('button', { name: 'Scan a product code' }).click();
        await page.getByRole('dialog').getByText('You need to grant camera access permissions').waitFor();
      }
      await page.context().close();
    }
  }, 60_000);
});
