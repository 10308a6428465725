// A console change reaches the buyer at once (issue 23), in chromium against the real server: a signed-in buyer has a
// product in the cart; the admin changes its price in the console's editor and the buyer's detail page shows the new
// price; the admin takes it off the shelf from the product index and the buyer's cart line is flagged off the shelf.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { registerBuyer, signInAsBuyer } from './buyerSession';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { consolePage } from './consoleSession';
import { shownText } from './shownDigits';
import { must, wire } from '../api/wire';

const NUMBER = `LV${Date.now().toString(36).slice(-6).toUpperCase()}`;
let browser: Browser;
let admin: Page;
let buyer: Page;
let adminToken = '';

beforeAll(async () => {
  browser = await launchChromium();
  adminToken = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
  const options = await must<{ categories: { categoryNumber: string }[]; packingMethods: { key: string }[] }>(
    'ConsoleCatalogueOptions',
    {},
    adminToken,
  );
  await must(
    'ConsoleSaveProduct',
    {
      product: {
        productNumber: NUMBER,
        names: { ename: `Live toy ${NUMBER}`, name: `实时玩具${NUMBER}` },
        categoryNumber: options.categories[0].categoryNumber,
        price: 7.5,
        startOrderNum: 12,
        packingMethod: options.packingMethods[0].key,
        innerQuantity: 6,
        outerQuantity: 12,
        outerBoxSize: { length: 40, width: 30, height: 20 },
        grossWeight: 5,
        netWeight: 4,
      },
    },
    adminToken,
  );
  const password = 'LiveUi2026';
  const account = await registerBuyer('live', password);
  buyer = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })).newPage();
  await signInAsBuyer(buyer, account, password);
  const token = await buyer.evaluate(() => localStorage.getItem('vitrine.token'));
  await must('AddShoppingCart', { productNumberList: [{ productNumber: NUMBER }] }, token);

  admin = await consolePage(browser);
}, 90_000);
afterAll(async () => {
  await wire('ConsoleDeleteProducts', { productNumbers: [NUMBER] }, { token: adminToken });
  await browser?.close();
});

describe('a console change seen by the buyer', () => {
  it('a new price in the editor is on the buyer’s detail page', async () => {
    await buyer.goto(`${inject('apiUrl')}/productDetails?productNumber=${NUMBER}&id=${DEMO_SHARES.private.code}`);
    await expect.poll(() => shownText(buyer.locator('.detail__price')), { timeout: 10_000 }).toMatch(/7\.50?/);
    await admin.goto(`${inject('apiUrl')}/console/catalogue?product=${NUMBER}`);
    await admin.getByLabel('Price', { exact: true }).fill('8.25');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => admin.locator('.product-editor__status').innerText()).toMatch(/Saved/);
    await buyer.reload();
    await expect.poll(() => shownText(buyer.locator('.detail__price')), { timeout: 10_000 }).toMatch(/8\.25/);
  });

  it('off the shelf from the index, and the buyer’s cart line is flagged', async () => {
    await admin.goto(`${inject('apiUrl')}/console/catalogue?q=${NUMBER}`);
    await expect.poll(() => admin.locator('.catalogue-row').count()).toBe(1);
    await admin.getByLabel(`Select ${NUMBER}`).check();
    await admin.getByRole('button', { name: 'Take off shelf' }).click();
    await admin.getByRole('status').filter({ hasText: '1 product changed.' }).waitFor();
    await buyer.goto(`${inject('apiUrl')}/index/shoppingCart?id=${DEMO_SHARES.private.code}`);
    const line = buyer.locator('.cart-line', { hasText: NUMBER });
    await expect.poll(() => line.locator('.cart-line__flag').innerText(), { timeout: 10_000 }).toBe('Off the shelf');
  });
});
