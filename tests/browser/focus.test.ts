// Keyboard focus on the buyer's pages (issue 29): the first Tab offers a skip link that lands in the page; after
// signing in, after a header search and after opening a product, focus is on the new page (its h1, or its main
// while the h1 loads), never dropped on <body>.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';

const code = DEMO_SHARES.public.code;
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** What has focus: the tag, and the id or the text of the element. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName.toLowerCase(), id: el?.id, text: el?.textContent?.trim().slice(0, 40) };
  });

async function enter(page: Page) {
  await page.goto(`${inject('apiUrl')}/login?id=${code}`);
  await page.getByRole('button', { name: 'Enter the catalogue' }).press('Enter');
  await page.waitForURL(/\/index\/home/);
}

describe('focus after navigation', () => {
  it('signing in lands on the home page, and the first Tab offers to skip to the content', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await enter(page);
    await expect.poll(async () => (await focused(page)).tag).not.toBe('body');
    expect(['main', 'h1']).toContain((await focused(page)).tag);
    await page.reload();
    await page.locator('.product-card:not(.product-card--skeleton)').first().waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skip to content' });
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'main', id: 'main' });
    await page.context().close();
  });

  it('a header search lands on the product centre heading', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await enter(page);
    const search = page.locator('header [role="combobox"]').first();
    await search.fill('robot');
    await search.press('Enter');
    await page.waitForURL(/\/index\/productCenter\?.*keyword=robot/);
    await expect.poll(async () => (await focused(page)).tag).toBe('h1');
    await page.context().close();
  });

  it('opening a product with the keyboard lands on its name', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await enter(page);
    await page.goto(`${inject('apiUrl')}/index/productCenter?id=${code}`);
    const card = page.locator('a.product-card').first();
    await card.waitFor();
    const name = (await card.locator('.product-card__name').innerText()).trim();
    await card.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/productDetails/);
    await expect.poll(async () => (await focused(page)).id).toBe('detail-title');
    expect((await focused(page)).text).toBe(name);
    await page.context().close();
  });
});
