// The product centre in chromium: a Chinese and an English keyword find the same toys, the search lives in the
// URL (reload keeps it), price filters refuse lowest > highest, the list view, and the end of the list says so.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/seed/demoShares';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function centre(): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })).newPage();
  await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
  await page.getByRole('button', { name: 'Enter the catalogue' }).click();
  await page.waitForURL(/\/index\/home/);
  await page.goto(`${inject('apiUrl')}/index/productCenter?id=${DEMO_SHARES.public.code}`);
  await page.locator('.product-list .product-card:not(.product-card--skeleton)').first().waitFor();
  return page;
}
const cards = (page: Page) => page.locator('.product-list .product-card:not(.product-card--skeleton)');
const search = async (page: Page, keyword: string) => {
  await page.getByRole('searchbox', { name: 'Keyword' }).fill(keyword);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(new RegExp(`keyword=${encodeURIComponent(keyword).replace(/%20/g, '(\\+|%20)')}`));
};

describe('product centre', () => {
  it('finds toys by a Chinese and an English keyword, and keeps the search over a reload', async () => {
    const page = await centre();
    await search(page, '泰迪熊');
    await expect.poll(() => cards(page).first().textContent()).toMatch(/Teddy/);
    const chinese = await page.locator('.centre__count').textContent();
    await search(page, 'teddy bear');
    await expect.poll(() => page.locator('.centre__count').textContent()).toBe(chinese);
    await page.reload();
    expect(await page.getByRole('searchbox', { name: 'Keyword' }).inputValue()).toBe('teddy bear');
    await expect.poll(() => page.locator('.centre__count').textContent()).toBe(chinese);
    await page.context().close();
  });

  it('filters by price, refuses lowest above highest, switches to the list view', async () => {
    const page = await centre();
    await page.getByRole('spinbutton', { name: 'Lowest price' }).fill('9');
    await page.getByRole('spinbutton', { name: 'Highest price' }).fill('3');
    await page.getByRole('alert').filter({ hasText: 'Lowest price cannot be greater than highest price.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Search', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('spinbutton', { name: 'Highest price' }).fill('10');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/minPrice=9.*maxPrice=10|maxPrice=10.*minPrice=9/);
    await expect.poll(async () => {
      const prices = await page.locator('.product-list .product-card__price').allTextContents();
      return prices.length > 0 && prices.every((p) => { const n = Number(p.replace(/[^\d.]/g, '')); return n >= 9 && n <= 10; });
    }).toBe(true);
    await page.getByRole('button', { name: 'List' }).click();
    await page.locator('.product-list--list').waitFor();
    await page.context().close();
  });

  it('an area with few products ends with "No more products"', async () => {
    const page = await centre();
    await page.goto(`${inject('apiUrl')}/index/threeDProduct?id=${DEMO_SHARES.public.code}`);
    await page.getByText('No more products').waitFor();
    await page.context().close();
  });
});
