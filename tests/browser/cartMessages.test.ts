// Issue 22, spec sections 2 (Dialogs) and 8: the cart's "Remove selected" asks in the site's dialog first (Esc keeps
// the lines); an order the server refuses says "Submit failed." with the reason; a product-centre link naming a
// category that does not exist says "Category not found." and offers all products.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { registerBuyer, signInAsBuyer } from './buyerSession';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { must } from '../api/wire';

let browser: Browser;
let page: Page;
const password = 'CartMsg2027';
const code = DEMO_SHARES.private.code;

beforeAll(async () => {
  browser = await launchChromium();
  const account = await registerBuyer('cartmsg', password, { name: 'Msg Buyer', companyName: 'Msg Toys' });
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })).newPage();
  await signInAsBuyer(page, account, password);
  const token = await page.evaluate(() => localStorage.getItem('vitrine.token'));
  const products = (
    await must<{ items: { productNumber: string }[] }>('GetProductList', { pageIndex: 1, pageSize: 2 }, token)
  ).items;
  await must(
    'SaveCartContact',
    { contactName: 'Msg Buyer', company: 'Msg Toys', phoneNumber: '+34600000002', email: 'msg@cart.test' },
    token,
  );
  await must(
    'AddShoppingCart',
    { productNumberList: products.map((p) => ({ productNumber: p.productNumber })) },
    token,
  );
}, 60_000);
afterAll(() => browser?.close());

const lines = () => page.locator('.cart-line');

describe('cart confirmations and messages', () => {
  it('an order the server refuses says "Submit failed." and why', async () => {
    await page.goto(`${inject('apiUrl')}/index/shoppingCart?id=${code}`);
    await expect.poll(() => lines().count()).toBe(2);
    await page.route('**/api/WebsiteShare/SubmitOrder', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 500, message: 'The warehouse is closed today.' }),
      }),
    );
    await page.getByRole('button', { name: 'Submit order' }).click();
    await page.getByRole('button', { name: 'Submit order (2)' }).click();
    await page.getByText('Submit failed. The warehouse is closed today.').waitFor();
    await page.unroute('**/api/WebsiteShare/SubmitOrder');
  });

  it('"Remove selected" asks first; Escape keeps the lines, confirming removes them', async () => {
    await page.goto(`${inject('apiUrl')}/index/shoppingCart?id=${code}`);
    await expect.poll(() => lines().count()).toBe(2);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Select all' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Remove selected' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Remove the selected products from your cart?').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForTimeout(500);
    expect(await lines().count()).toBe(2);
    await page.getByRole('button', { name: 'Remove selected' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove selected' }).click();
    await expect.poll(() => lines().count()).toBe(0);
  });

  it('a product-centre link to a category that does not exist says "Category not found."', async () => {
    await page.goto(`${inject('apiUrl')}/index/productCenter?id=${code}&categoryOne=NOSUCH99`);
    await page.getByRole('alert').getByText('Category not found.').waitFor();
    await page.getByRole('button', { name: 'See all products' }).click();
    await page.locator('.product-list .product-card:not(.product-card--skeleton)').first().waitFor();
    expect(page.url()).not.toContain('NOSUCH99');
  });
});
