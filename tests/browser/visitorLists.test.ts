// Favourites and browsing history longer than one page (issue 22: the count said 65, the page showed 60): scrolling
// to the end loads the rest, like the product centre, and the end of the list says so.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { registerBuyer, signInAsBuyer } from './buyerSession';
import { must } from '../api/wire';

let browser: Browser;
let page: Page;
const password = 'Lists2027x';

beforeAll(async () => {
  browser = await launchChromium();
  const account = await registerBuyer('lists', password);
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })).newPage();
  await signInAsBuyer(page, account, password);
  const token = await page.evaluate(() => localStorage.getItem('vitrine.token'));
  const pageOf = (pageIndex: number) =>
    must<{ items: { productNumber: string }[] }>('GetProductList', { pageIndex, pageSize: 60 }, token);
  const products = [...(await pageOf(1)).items, ...(await pageOf(2)).items].slice(0, 65);
  for (const { productNumber } of products) {
    await must('AddCollect', { productNumber }, token);
    await must('GetProductDetail', { productNumber }, token);
  }
}, 120_000);
afterAll(() => browser?.close());

const cards = () => page.locator('.visitor-list .product-card:not(.product-card--skeleton)');

describe('long visitor lists', () => {
  for (const [path, title] of [
    ['collect', 'Favourites'],
    ['browse', 'Browsing history'],
  ] as const) {
    it(`${title} shows all 65 products as the buyer scrolls`, async () => {
      await page.goto(`${inject('apiUrl')}/${path}?id=${DEMO_SHARES.private.code}`);
      await page.getByRole('heading', { name: title }).waitFor();
      expect(await page.locator('.centre__count').textContent()).toBe('65 products');
      await expect.poll(() => cards().count()).toBe(60);
      await expect
        .poll(
          async () => {
            await page.mouse.wheel(0, 4000);
            return cards().count();
          },
          { timeout: 15_000 },
        )
        .toBe(65);
      await page.getByText('No more products').waitFor();
    });
  }
});
