// Every page of spec section 2 is a real page (issue 15): a privately signed-in buyer walks the /index children and
// the standalone pages and meets no placeholder ("being prepared"), no error page and no blank frame. /contact shows
// the supplier's details with phone and email links as the share allows, about us with its pictures, and the app
// with a QR code per store; the favourites' delete-selected asks in the site's own dialog (350 px, Esc cancels).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { indexChildren, standalonePages } from '../../protocol/pages';
import { registerBuyer, signInAsBuyer } from './buyerSession';

let browser: Browser;
let page: Page;
const password = 'Pages2026x';
const code = DEMO_SHARES.private.code;

beforeAll(async () => {
  browser = await launchChromium();
  const account = await registerBuyer('pages', password, { name: 'Page Walker', companyName: 'Walker Toys' });
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })).newPage();
  await signInAsBuyer(page, account, password);
}, 60_000);
afterAll(() => browser?.close());

describe('the buyer corner', () => {
  it('no route of spec section 2 shows a placeholder, an error or a blank page', async () => {
    const product = await page.evaluate(
      async () => document.querySelector<HTMLAnchorElement>('a[href*="productDetails"]')?.href ?? '',
    );
    const paths = [
      ...indexChildren.map((name) => `/index/${name}?id=${code}`),
      ...standalonePages
        .filter((name) => name !== 'productDetails' && name !== 'orderDetail')
        .map((name) => `/${name}?id=${code}`),
      ...(product ? [new URL(product).pathname + new URL(product).search] : []),
    ];
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(inject('apiUrl') + path, { waitUntil: 'networkidle' });
      await page
        .locator('main h1, main h2')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => problems.push(`${path}: no heading`));
      const text = await page.locator('main').innerText();
      if (/being prepared/i.test(text)) problems.push(`${path}: placeholder`);
      if (page.url().includes('/404')) problems.push(`${path}: 404`);
      if (text.trim().length < 20) problems.push(`${path}: blank`);
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('/contact: details with links the share allows, about us with pictures, the app with a QR per store', async () => {
    await page.goto(`${inject('apiUrl')}/contact?id=${code}`);
    const details = page.getByRole('article', { name: 'Contact details' });
    await details.waitFor();
    expect(await details.locator('a[href^="tel:+867548588"]').count()).toBe(1);
    expect(await details.locator('a[href="mailto:sales@sunnybear-toys.test"]').count()).toBe(1);
    const about = page.getByRole('article', { name: 'About us' });
    expect(await about.innerText()).toContain('Founded in 2006');
    expect(await about.locator('img').count()).toBe(3);
    expect(
      await about
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    const app = page.getByRole('article', { name: 'Our app' });
    expect(await app.locator('svg').count()).toBeGreaterThan(0);
    expect(await app.getByRole('link', { name: 'Google Play' }).getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=com.sunnybear.catalogue',
    );
  });

  it('delete-selected on favourites asks in the site dialog; cancel keeps the favourite', async () => {
    await page.goto(`${inject('apiUrl')}/index/productCenter?id=${code}`);
    await page
      .getByRole('button', { name: /^Add .+ to favourites$/ })
      .first()
      .click();
    await page.goto(`${inject('apiUrl')}/collect?id=${code}`);
    await page
      .getByRole('checkbox', { name: /^Select / })
      .first()
      .check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Remove the selected products from your favourites?').waitFor();
    expect(Math.round((await dialog.boundingBox())!.width)).toBe(350);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('checkbox', { name: /^Select / }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete selected' }).click();
    await page.getByText('You have no favourites yet', { exact: false }).waitFor();
  });
});
