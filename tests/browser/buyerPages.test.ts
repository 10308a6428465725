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

describe('image search', () => {
  it('reads the QR code in a photo and finds the product it names; a picture without a code says so', async () => {
    const { createElement } = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { QRCodeSVG } = await import('qrcode.react');
    await page.goto(`${inject('apiUrl')}/index/productCenter?id=${code}`);
    const href = await page.locator('a[href*="productDetails"]').first().getAttribute('href');
    const productNumber = new URL(href!, inject('apiUrl')).searchParams.get('productNumber')!;
    const link = `${inject('apiUrl')}/productDetails?productNumber=${encodeURIComponent(productNumber)}&id=${code}`;
    // A standalone picture needs the namespace React leaves out of inline SVG.
    // Whole pixels per module (the module count depends on the link's length, which varies with the test server's
    // port): a QR drawn at a fractional scale comes out blurred at its edges, and the decoder sometimes gave up on it.
    const qrSvg = (size: number) =>
      renderToStaticMarkup(createElement(QRCodeSVG, { value: link, size, marginSize: 4 })).replace(
        '<svg ',
        '<svg xmlns="http://www.w3.org/2000/svg" ',
      );
    const modules = Number(/viewBox="0 0 (\d+)/.exec(qrSvg(320))![1]);
    const qrSize = modules * Math.max(4, Math.floor(320 / modules));
    const svg = qrSvg(qrSize);
    await page.goto(`${inject('apiUrl')}/index/imageSearch?id=${code}`);
    await page.getByRole('heading', { name: 'Image search' }).waitFor();
    const png = async (markup: string) =>
      Buffer.from(
        await page.evaluate(async (source) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
          await image.decode();
          // At its own size on a white card with an 80 px border, as a photo of a label would frame it.
          const side = image.naturalWidth + 160;
          const canvas = Object.assign(document.createElement('canvas'), { width: side, height: side });
          const context = canvas.getContext('2d')!;
          context.fillStyle = '#fff';
          context.fillRect(0, 0, side, side);
          context.drawImage(image, 80, 80);
          return canvas.toDataURL('image/png').split(',')[1];
        }, markup),
        'base64',
      );
    const label = await png(svg);
    const result = page.locator('.image-search__result');
    const outcome = async () => (await result.textContent()) ?? '';
    await page.locator('input[type=file]').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: label });
    await expect.poll(outcome, { timeout: 30_000, interval: 200 }).toMatch(/Code read|No QR code/);
    expect(await outcome()).toContain(`Code read: ${productNumber}`);
    await page.locator(`.image-search a[href*="productNumber=${productNumber}"]`).first().waitFor();
    const blank =
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><circle cx="160" cy="160" r="100" fill="#f90"/></svg>';
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'toy.png', mimeType: 'image/png', buffer: await png(blank) });
    await page.getByText('No QR code or barcode could be read', { exact: false }).waitFor({ timeout: 15_000 });
  });
});
