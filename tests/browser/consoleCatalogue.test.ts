// The console's Catalogue room (issue 23) in chromium, against the real server:
// - the demo admin opens Catalogue from the console bar: the index lists products, `/` goes to the search box and
//   the keyword lands in the address;
// - creates a product with names in en and zh-CN (the empty form shows its field errors from the shared rules; the
//   carton volume is computed as the carton is typed; the names are asked for with its identity, above the grid of
//   16 languages; a new product has no category until the clerk chooses one, and is not saved without) and the
//   buyer's product centre search finds it at once;
// - changes its price: the buyer's detail shows the new price;
// - gives it barcodes (issue 26): a wrong check digit and another product's code are said at the field, a UPC-A is
//   saved as its EAN-13;
// - a save after someone else's is refused and explained (reload shows theirs); leaving with changes asks first;
// - puts it off the shelf from the index (bulk): the buyer's search no longer finds it;
// - screens of the room and the editor at 1440x900 and 390x844 in zh-CN and ar into
//   tests/.artifacts/screenshots/console-catalogue-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { consolePage } from './consoleSession';
import { shownText } from './shownDigits';
import { must, wire } from '../api/wire';
import { productDraft } from '../api/productDraft';
import { normalBarcode } from '../../schemas/api/barcodes';
import { itTakesScreens, keepScreen } from './screens';

const shots = 'tests/.artifacts/screenshots';
const NUMBER = `BT${Date.now().toString(36).slice(-6).toUpperCase()}`;
const WORD = `quokkabot${Date.now().toString(36).slice(-4)}`;
/** A random code with its right check digit (restricted-circulation prefix 2, or 0 for a UPC-A's EAN-13 form). */
const barcode = (first: string, length: number) => {
  const body =
    first +
    String(Math.floor(Math.random() * 1e11))
      .padStart(length - 2, '0')
      .slice(0, length - 2);
  return [...'0123456789'].map((d) => body + d).find((c) => normalBarcode(c))!;
};
const TAKEN = barcode('2', 13);
const UPC_A = barcode('0', 12);
let browser: Browser;
let page: Page;
let buyer: Page;

const openConsole = (viewport?: { width: number; height: number }, locale?: string) =>
  consolePage(browser, { viewport, locale });

async function buyerSearch(keyword: string): Promise<string[]> {
  await buyer.goto(
    `${inject('apiUrl')}/index/productCenter?id=${DEMO_SHARES.public.code}&keyword=${encodeURIComponent(keyword)}`,
  );
  await buyer.locator('.centre__count, .product-list .product-card:not(.product-card--skeleton)').first().waitFor();
  await buyer.waitForLoadState('networkidle');
  return buyer.locator('.product-list .product-card:not(.product-card--skeleton)').allInnerTexts();
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchChromium();
  page = await openConsole();
  buyer = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })).newPage();
  await buyer.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
  await buyer.getByRole('button', { name: 'Enter the catalogue' }).click();
  await buyer.waitForURL(/\/index\/home/);
}, 60_000);
afterAll(async () => {
  const token = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
  await wire('ConsoleDeleteProducts', { productNumbers: [NUMBER, `${NUMBER}X`] }, { token });
  await browser?.close();
});

describe('Catalogue room', () => {
  it('opens from the console bar with the products, and `/` searches them', async () => {
    await page.getByRole('navigation', { name: 'Console rooms' }).getByRole('link', { name: 'Catalogue' }).click();
    await page.waitForURL(/\/console\/catalogue/);
    await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
    await page.locator('.catalogue-row').first().waitFor();
    expect(await page.locator('.catalogue__count').innerText()).toMatch(/\d+ products/);
    await page.locator('.catalogue-table__body').focus();
    await page.keyboard.press('/');
    await page.keyboard.type('SB000010');
    await page.waitForURL(/q=SB000010/);
    await expect
      .poll(() => page.locator('.catalogue-row .catalogue-table__number').first().innerText())
      .toBe('SB000010');
  });

  it('creates a product with names in en and zh-CN, and the buyer’s search finds it at once', async () => {
    await page.getByRole('button', { name: 'New product' }).click();
    await page.waitForURL(/product=new/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The empty form says what is missing, by the rules the server applies; nothing is sent.
    await expect.poll(() => page.locator('.product-editor__status').innerText()).toMatch(/fields need attention/);
    expect(await page.locator('.form-field__error').first().innerText()).toBeTruthy();
    // The names a product needs are asked for with its identity (基本信息), not low in the grid of 16 languages.
    const identity = page.getByRole('region', { name: 'Identity' });
    expect(await identity.getByLabel('Name in 简体中文').getAttribute('aria-invalid')).toBe('true');
    expect(await identity.getByText('Write the name in Chinese or in English.').count()).toBe(1);
    // No category is taken for the clerk: the list asks for one.
    const category = identity.getByLabel('Category', { exact: true });
    expect(await category.inputValue()).toBe('');
    expect(await category.getAttribute('aria-invalid')).toBe('true');
    const described = (list: Element) =>
      document.getElementById(list.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(await category.evaluate(described)).toBe('Choose a category.');
    await page.getByLabel('Product number').fill(NUMBER);
    await page.getByLabel('Name in English').fill(`Space ${WORD}`);
    await page.getByLabel('Name in 简体中文').fill(`太空${WORD}`);
    await page.getByLabel('Price', { exact: true }).fill('7.5');
    await page.getByLabel('MOQ').fill('24');
    await page.getByLabel('Pieces per inner box').fill('6');
    await page.getByLabel('Pieces per carton').fill('24');
    const carton = page.getByRole('group', { name: 'Carton size' });
    await carton.getByLabel('Length').fill('60');
    await carton.getByLabel('Width').fill('40');
    await carton.getByLabel('Height').fill('50');
    expect(await page.locator('.product-editor__volume').innerText()).toMatch(/0\.12(00)? m³[\s\S]*4\.24 ft³/);
    await page.getByLabel('Gross weight').fill('12');
    await page.getByLabel('Net weight').fill('13');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The net weight cannot be more than the gross weight.').waitFor();
    await page.getByLabel('Net weight').fill('10');
    // Everything else is right: without a category the product is still not saved, and the list is where to look.
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.locator('.product-editor__status').innerText()).toBe('1 field needs attention.');
    await expect.poll(() => category.evaluate((list) => list === document.activeElement)).toBe(true);
    expect(page.url()).toMatch(/product=new/);
    await category.selectOption({ index: 1 });
    expect(await category.getAttribute('aria-invalid')).toBeNull();
    await page.keyboard.press('Control+s');
    await page.waitForURL(new RegExp(`product=${NUMBER}`));
    await expect.poll(() => page.locator('.product-editor__status').innerText()).toMatch(/Saved/);
    const found = await buyerSearch(WORD);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`Space ${WORD}`));
  });

  it('changes the price, and the buyer’s detail shows the new one', async () => {
    await page.getByLabel('Price', { exact: true }).fill('8.25');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('.product-editor__status').innerText()).toMatch(/Saved/);
    await buyer.goto(`${inject('apiUrl')}/productDetails?productNumber=${NUMBER}&id=${DEMO_SHARES.public.code}`);
    await expect.poll(() => shownText(buyer.locator('.detail__price')), { timeout: 10_000 }).toMatch(/8\.25/);
  });

  it('gives it barcodes: a wrong check digit and another product’s code are said at the field', async () => {
    const token = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
    const other = await productDraft(token, `${NUMBER}X`, { name: '另一个', ename: 'Other' });
    await must('ConsoleSaveProduct', { product: { ...other, barcodes: [TAKEN] } }, token);
    const field = page.getByLabel('Barcodes (EAN / UPC)');
    const wrong = TAKEN.slice(0, 12) + ((Number(TAKEN[12]) + 1) % 10);
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Not an EAN-13, UPC-A or EAN-8 barcode: check the digits.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill(`${UPC_A}, ${TAKEN}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Product ${NUMBER}X already has this barcode.`).waitFor();
    await field.fill(UPC_A);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('.product-editor__status').innerText()).toMatch(/Saved/);
    await expect.poll(() => field.inputValue()).toBe(`0${UPC_A}`);
  });

  it('explains a save refused because someone else saved first, and guards unsaved changes', async () => {
    const token = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
    await must('ConsoleUpdateProducts', { productNumbers: [NUMBER], flags: { isHot: true } }, token); // another editor
    await page.getByLabel('Price', { exact: true }).fill('9');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Someone else saved this product after you opened it.' }).waitFor();
    await page.getByRole('button', { name: 'Reload the latest' }).click();
    await expect.poll(() => page.getByLabel('Price', { exact: true }).inputValue()).toBe('8.25');
    expect(await page.getByRole('checkbox', { name: 'Hot' }).isChecked()).toBe(true);
    // Leaving with a change asks first; staying keeps it; Discard takes it back.
    await page.getByLabel('MOQ').fill('48');
    await page.locator('.product-editor__back').click();
    await page.getByText('Leave without saving? Your changes to this product will be lost.').waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toContain(`product=${NUMBER}`);
    expect(await page.getByLabel('MOQ').inputValue()).toBe('48');
    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await page.getByLabel('MOQ').inputValue()).toBe('24');
  });

  it('puts it off the shelf from the index, and the buyer no longer finds it', async () => {
    await page.locator('.product-editor__back').click();
    await page.waitForURL((url) => !url.search.includes('product='));
    await page.getByRole('searchbox').fill(WORD);
    await page.waitForURL(new RegExp(`q=${WORD}`));
    await expect.poll(() => page.locator('.catalogue-row').count()).toBe(1);
    await page.getByLabel(`Select ${NUMBER}`).check();
    await page.getByRole('button', { name: 'Take off shelf' }).click();
    await page.getByRole('status').filter({ hasText: '1 product changed.' }).waitFor();
    await expect.poll(() => page.locator('.catalogue-row .catalogue-shelf').innerText()).toBe('Off shelf');
    expect(await buyerSearch(WORD)).toEqual([]);
  });

  itTakesScreens(
    'screens of the room and the editor at 1440 and 390 in zh-CN and ar',
    async () => {
      for (const locale of ['zh-CN', 'ar']) {
        for (const viewport of [
          { width: 1440, height: 900 },
          { width: 390, height: 844 },
        ]) {
          const p = await openConsole(viewport, locale);
          const name = `${locale}-${viewport.width}`;
          await p.goto(`${inject('apiUrl')}/console/catalogue`);
          await p.locator('.catalogue-row').first().waitFor();
          await p.locator('.catalogue-row img').first().waitFor();
          await keepScreen(p, { path: `${shots}/console-catalogue-${name}.png` });
          await p.locator('.catalogue-row input[type="checkbox"]').nth(1).check();
          await p.locator('.catalogue-row input[type="checkbox"]').nth(2).check();
          await keepScreen(p, { path: `${shots}/console-catalogue-bulk-${name}.png` });
          await p.goto(`${inject('apiUrl')}/console/catalogue?product=SB000010`);
          await p.locator('.language-columns').waitFor();
          await keepScreen(p, { path: `${shots}/console-catalogue-editor-${name}.png` });
          await p.locator('.language-columns').scrollIntoViewIfNeeded();
          await keepScreen(p, { path: `${shots}/console-catalogue-editor-languages-${name}.png` });
          // A new product after a save with nothing filled in: what it needs, said at the top of the form.
          await p.goto(`${inject('apiUrl')}/console/catalogue?product=new`);
          await p.locator('.language-columns').waitFor();
          await p.keyboard.press('Control+s');
          await p.locator('.product-editor select[aria-invalid="true"]').waitFor();
          await p.evaluate(() => window.scrollTo(0, 0));
          await keepScreen(p, { path: `${shots}/console-catalogue-editor-new-${name}.png` });
          await p.context().close();
        }
      }
      // Four screens per language and size, each a fresh sign-in: over a minute on a loaded 2-core machine.
    },
    150_000,
  );
});
