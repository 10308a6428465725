// The demo supplier's designed home page in chromium: desktop renders webList (header, banner, grid, product
// blocks, categories, product centre), a phone renders mobileTempList with its tab bar, from the real server.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { shownTexts } from './shownDigits';
import { DEMO_SHARES } from '../../server/demo/demoShares';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const cspViolations: string[] = [];
async function enter(viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport, locale: 'en-US' })).newPage();
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && cspViolations.push(m.text()));
  await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
  await page.getByRole('button', { name: 'Enter the catalogue' }).click();
  await page.waitForURL(/\/index\/home/);
  return page;
}

describe('designed home page', () => {
  it('desktop shows the supplier header, banner, shortcuts, products and categories', async () => {
    const page = await enter({ width: 1440, height: 900 });
    await page.locator('[data-module-type="header"] img').first().waitFor();
    expect(await page.locator('[data-module-type="tabBar"]').count()).toBe(0);
    await page.getByRole('img', { name: 'Spring 2027 collection' }).waitFor();
    // The first banner picture, the page's largest paint, is fetched first (issue 29); the other slides wait.
    const firstBanner = page.locator('[data-module-type="banner"]').first();
    expect(await firstBanner.locator('img[fetchpriority="high"]').count()).toBe(1);
    expect(await firstBanner.locator('img:not([fetchpriority="high"])').count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'New arrivals' }).waitFor();
    await expect
      .poll(() => page.locator('[data-module-type="productBlock"] .product-card:not(.product-card--skeleton)').count())
      .toBeGreaterThanOrEqual(10);
    expect((await shownTexts(page.locator('.product-card__price').first()))[0]).toMatch(/^US\$\d+\.\d{2}$/); // international English (protocol/format.ts)
    // Below-the-fold modules mount as the buyer scrolls.
    for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 900);
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
    await expect.poll(() => page.locator('.m-category__tile').count()).toBeGreaterThanOrEqual(8);
    await page.locator('[data-module-type="productCentre"] .product-card').first().waitFor();
    expect(await page.locator('.module-diagnostic').count()).toBe(0);
    // The page runs under the strict Content-Security-Policy the server sends (no eval, no inline script or style).
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('a phone gets the mobile design with its tab bar', async () => {
    const page = await enter({ width: 390, height: 844 });
    const tabs = page.locator('[data-module-type="tabBar"] .m-tabbar__tab');
    await expect.poll(() => tabs.count()).toBe(4);
    // The modules are drawn one per task: the tab bar can be first.
    await expect.poll(() => page.locator('.m-header--2').count()).toBe(1);
    await expect.poll(() => page.locator('.m-banner--4').count()).toBe(1);
    await page.context().close();
  });
});
