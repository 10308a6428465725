// Scrambled price digits for real (issue 26, spec section 3). Cases: a product card's price text and the product list's
// decrypted JSON hold none of the price's digits, yet the pixels of the rendered price equal a reference rendering of
// the real price (Roboto's digits, the font the session's glyphs come from) and differ from a wrong price; no layout
// shift touches a price while the page and its font load. Screenshots of a card at 1440×900 and 390×844 in en and ar
// go to tests/.artifacts/screenshots/.
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import sharp from 'sharp';
import { launchChromium } from '../setup/chromium';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { formatMoney } from '../../protocol/format';
import { openEnvelope, type Envelope } from '../../protocol/envelope';
import { must } from '../api/wire';
import { publicShareSession, visitorContext, type VisitorSession } from './buyerSession';
import { keepScreen } from './screens';

const code = DEMO_SHARES.public.code;
const shots = 'tests/.artifacts/screenshots';
const roboto = readFileSync(
  fileURLToPath(new URL('../../node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff', import.meta.url)),
).toString('base64');
let browser: Browser;
let session: VisitorSession;

beforeAll(async () => {
  session = await publicShareSession();
  browser = await launchChromium();
  mkdirSync(shots, { recursive: true });
}, 60_000);
afterAll(() => browser?.close());

async function openCentre(locale: string, viewport: { width: number; height: number }) {
  const context = await visitorContext(browser, session, locale, viewport);
  await context.addInitScript(() => {
    // Every layout shift, with whether a price moved in it.
    (window as unknown as { priceShifts: number[] }).priceShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[])
        if (
          entry.sources?.some(
            (s) => s.node instanceof Element && !!s.node.closest('.product-card__price, .product-card__meta'),
          )
        )
          (window as unknown as { priceShifts: number[] }).priceShifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const lists: unknown[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/GetProductList')) return;
    lists.push(openEnvelope((await response.json()) as Envelope, 'data'));
  });
  await page.goto(`${inject('apiUrl')}/index/productCenter?id=${code}`);
  const card = page.locator('a.product-card').first();
  await card.locator('.product-card__price').waitFor();
  await page.evaluate(() => document.fonts.ready);
  return { page, card, lists };
}

const pixels = async (locator: Locator, name: string) => {
  const { data, info } = await sharp(await locator.screenshot({ path: `${shots}/scrambled-price-${name}.png` }))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};
/** Mean absolute difference of two greyscale shots, 0–255 (Infinity when their sizes differ). */
function difference(a: Awaited<ReturnType<typeof pixels>>, b: Awaited<ReturnType<typeof pixels>>) {
  if (a.width !== b.width || a.height !== b.height) return Infinity;
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs(a.data[i]! - b.data[i]!);
  return sum / a.data.length;
}

/** The same element redrawn with `text`, its digits in Roboto (the outlines the session's glyphs come from): same
 *  place, same styles, so only the glyphs can differ. */
async function redraw(price: Locator, text: string) {
  await price.evaluate(
    async (el, [text, font]) => {
      if (![...document.fonts].some((f) => f.family === 'reference-digits')) {
        const bytes = Uint8Array.from(atob(font), (c) => c.charCodeAt(0));
        // The session font's metrics (ascent 800, descent 200 per 1000), so the line is as tall as before.
        const face = new FontFace('reference-digits', bytes, {
          unicodeRange: 'U+0030-0039',
          ascentOverride: '80%',
          descentOverride: '20%',
        });
        await face.load();
        document.fonts.add(face);
      }
      const element = el as HTMLElement;
      element.style.fontFamily = `reference-digits, ${getComputedStyle(element).fontFamily.replace(/"?vitrine-digits"?,\s*/, '')}`;
      element.textContent = text;
    },
    [text, roboto] as const,
  );
  return price;
}

/** The real price of a card's product, as the console's staff read it (plain numbers). */
async function realPriceOf(card: Locator) {
  const productNumber = decodeURIComponent(/productNumber=([^&]+)/.exec((await card.getAttribute('href'))!)![1]!);
  const admin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
  const real = (
    await must<{ items: { productNumber: string; price: number; currency: string }[] }>(
      'ConsoleProductList',
      { pageIndex: 1, pageSize: 5, keyword: productNumber },
      admin,
    )
  ).items.find((p) => p.productNumber === productNumber)!;
  return real;
}

/** The card's price pixels against the real price drawn in Roboto, and against a wrong one. */
async function expectDrawnAsReal(card: Locator, name: string) {
  const price = card.locator('.product-card__price').first();
  const real = await realPriceOf(card);
  const drawn = await pixels(price, `${name}-drawn`);
  const matching = difference(
    drawn,
    await pixels(await redraw(price, formatMoney(real.price, real.currency, 'en')), `${name}-reference`),
  );
  const other = difference(
    drawn,
    await pixels(await redraw(price, formatMoney(real.price + 1.11, real.currency, 'en')), `${name}-wrong`),
  );
  expect(matching).toBeLessThan(4);
  expect(other).toBeGreaterThan(matching * 3);
  return real;
}

describe('scrambled prices', () => {
  it("a card's price holds no digit in its text or the JSON, and draws the real price", async () => {
    const { page, card, lists } = await openCentre('en', { width: 1440, height: 900 });
    const price = card.locator('.product-card__price').first();
    const shown = (await price.textContent())!;
    expect(shown).not.toMatch(/[0-9]/);
    const real = await realPriceOf(card);
    const json = JSON.stringify(lists);
    expect(json).toContain(real.productNumber);
    expect(json).not.toContain(real.price.toFixed(2));
    expect(json).not.toMatch(/"price":\d/);
    await expectDrawnAsReal(card, 'first');
    expect(await page.evaluate(() => (window as unknown as { priceShifts: number[] }).priceShifts)).toEqual([]);
    await page.context().close();
  });

  it('draws cards rendered later (another sort) with the same font', async () => {
    const { page, card } = await openCentre('en', { width: 1440, height: 900 });
    const before = await card.locator('.product-card__price').textContent();
    await page.getByLabel('Sort').selectOption('priceDesc');
    await expect.poll(() => card.locator('.product-card__price').textContent()).not.toBe(before);
    await keepScreen(card, { path: `${shots}/scrambled-card-resorted.png` });
    await expectDrawnAsReal(card, 'resorted');
    await page.context().close();
  });

  it('shows scrambled cards at 1440 and 390 in en and ar', async () => {
    for (const locale of ['en', 'ar'])
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const { page, card } = await openCentre(locale, viewport);
        expect(await card.locator('.product-card__price').textContent()).not.toMatch(/[0-9\u0660-\u0669]/);
        await keepScreen(card, { path: `${shots}/scrambled-card-${locale}-${viewport.width}.png` });
        await keepScreen(page, { path: `${shots}/scrambled-centre-${locale}-${viewport.width}.png` });
        expect(await page.evaluate(() => (window as unknown as { priceShifts: number[] }).priceShifts)).toEqual([]);
        await page.context().close();
      }
  });
});
