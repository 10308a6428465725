// The detail page's spec section 3 fields (issue 22): model, tag, parameters, stock count, box number and sample
// specification are each shown, "Not specified" where the supplier keeps none; opened from a shared order
// (isShareOrder=1) the product is shown for reference: a note, no cart or favourite controls, no stepping.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { registerBuyer, signInAsBuyer } from './buyerSession';
import { must } from '../api/wire';

let browser: Browser;
let page: Page;
let productNumber: string;
const password = 'Detail2027x';
const code = DEMO_SHARES.private.code;

beforeAll(async () => {
  browser = await launchChromium();
  const account = await registerBuyer('detail', password);
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })).newPage();
  await signInAsBuyer(page, account, password);
  const token = await page.evaluate(() => localStorage.getItem('vitrine.token'));
  productNumber = (
    await must<{ items: { productNumber: string }[] }>('GetProductList', { pageIndex: 1, pageSize: 1 }, token)
  ).items[0].productNumber;
}, 60_000);
afterAll(() => browser?.close());

const spec = (label: string) =>
  page
    .locator('.detail__specs > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

describe('product detail fields', () => {
  it('shows model, stock and the rest of section 3, labelling what the supplier does not keep', async () => {
    await page.goto(`${inject('apiUrl')}/productDetails?productNumber=${productNumber}&id=${code}`);
    await page.locator('#detail-title').waitFor();
    expect(await spec('Model').textContent()).toMatch(/^M\d{2}$/);
    expect(await spec('Stock').textContent()).toMatch(/^(\d[\d,]* pcs? in stock|None in stock)$/);
    for (const label of ['Tag', 'Parameters', 'Box number', 'Sample specification'])
      expect(await spec(label).textContent()).toBe('Not specified');
    await page
      .getByRole('button', { name: /to cart$/ })
      .first()
      .waitFor();
  });

  it('opened from a shared order, it is shown for reference without cart controls', async () => {
    await page.goto(`${inject('apiUrl')}/productDetails?productNumber=${productNumber}&isShareOrder=1&id=${code}`);
    await page.locator('#detail-title').waitFor();
    await page
      .getByRole('note')
      .getByText('Opened from a shared order: this product is shown for reference.')
      .waitFor();
    expect(await page.locator('.detail__actions').count()).toBe(0);
    expect(await spec('Model').textContent()).toMatch(/^M\d{2}$/);
  });
});
