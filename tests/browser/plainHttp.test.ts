// A buyer on plain http at a LAN address (a fair's local server): no secure context, so no crypto.subtle and no
// crypto.randomUUID. The app still signs requests and reads encrypted answers (the pure-JavaScript cipher loaded on
// first use), shows the catalogue, and a cart becomes an order. Chromium maps the host fair.test to this machine, so
// the page's origin is http://fair.test:<port>, which browsers treat as insecure (unlike localhost).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { registerBuyer } from './buyerSession';

let browser: Browser;
let page: Page;
const password = 'PlainHttp2026';
const lan = () => inject('apiUrl').replace(/\/\/[^:/]+/, '//fair.test');

beforeAll(async () => {
  browser = await launchChromium(['--host-resolver-rules=MAP fair.test 127.0.0.1']);
  const account = await registerBuyer('lanbuyer', password, { name: 'Fair Buyer', companyName: 'Fair Toys' });
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })).newPage();
  await page.goto(`${lan()}/login?id=${DEMO_SHARES.private.code}`);
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/index\/home/);
}, 90_000);
afterAll(() => browser?.close());

describe('plain http on a LAN address', () => {
  it('is an insecure context, yet the signed-in buyer sees the catalogue', async () => {
    expect(await page.evaluate(() => [isSecureContext, typeof crypto.subtle, typeof crypto.randomUUID])).toEqual([
      false,
      'undefined',
      'undefined',
    ]);
    await page.goto(`${lan()}/index/productCenter?id=${DEMO_SHARES.private.code}`);
    await page
      .getByRole('button', { name: /^Add .* to cart$/ })
      .first()
      .waitFor();
  });

  it('a product goes into the cart and the cart becomes an order', async () => {
    await page
      .getByRole('button', { name: /^Add .* to cart$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Your contact details' });
    await dialog.waitFor();
    await dialog.getByLabel('Contact name').fill('Fair Buyer');
    await dialog.getByLabel('Mobile').fill('+34600000002');
    await dialog.getByLabel('Email').fill('fair@lan.test');
    await dialog.getByRole('button', { name: 'Save and add to cart' }).click();
    await page.getByText('Added to cart.', { exact: true }).first().waitFor();
    await page.goto(`${lan()}/index/shoppingCart?id=${DEMO_SHARES.private.code}`);
    await page.locator('.cart-line').first().waitFor();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await page.getByLabel('Company').fill('Fair Toys');
    await page.getByRole('button', { name: 'Submit order (1)' }).click();
    await page.waitForURL(/orderDetail/);
    await page.getByRole('heading', { name: 'Order details' }).waitFor();
  });
});
