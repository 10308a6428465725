// Header search suggestions (issue 16) in chromium, on the public share: typing `teddy bears` opens a listbox of
// teddy products with the typed words marked, ArrowDown + Enter opens the product's page; `汽车` suggests toy cars
// and a click opens one; Escape closes, a click outside closes, Enter with no active option searches the product
// centre (card names marked); a keyword that finds nothing offers "did you mean" and categories. Screenshots of the
// open list at 1440x900 and 390x844 in en and ar, the zero-result page and marked card names into
// tests/.artifacts/screenshots/.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { publicVisitorPage } from './buyerSession';
import { keepScreen } from './screens';

const shots = 'tests/.artifacts/screenshots';
const code = DEMO_SHARES.public.code;
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());

/** A new visitor of the public share on the home page, in `locale`. */
function signedIn(width = 1440, locale = 'en'): Promise<Page> {
  return publicVisitorPage(browser, `/index/home?id=${code}`, locale, { width, height: width > 500 ? 900 : 844 });
}

const box = (page: Page) => page.locator('header [role="combobox"]').first();
const options = (page: Page) => page.locator('[role="listbox"] [role="option"]');

/** Types `text` and waits for the suggestions for all of it: on a loaded machine a pause between two keystrokes can
 *  pass the 150 ms debounce, and the list then opens on the answer for part of the text, which the whole text's
 *  answer replaces later, resetting the active option under a test's ArrowDown (seen in CI). */
async function type(page: Page, text: string) {
  const input = box(page);
  const answers = new Map<string, Promise<unknown>>();
  const onRequest = (request: Request) => {
    if (request.url().includes('/SearchSuggestions'))
      answers.set((request.postDataJSON() as { keyword: string }).keyword, request.response());
  };
  page.on('request', onRequest);
  await input.click();
  await input.fill('');
  await input.pressSequentially(text, { delay: 30 });
  // Asked for 150 ms after the last key, unless the page still holds an answer for the same text.
  await expect
    .poll(() => answers.has(text), { timeout: 2_000 })
    .toBe(true)
    .catch(() => undefined);
  page.off('request', onRequest);
  await answers.get(text);
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(drawn)));
  await expect.poll(() => input.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
}

describe('header search suggestions', () => {
  it('teddy bears: a combobox with teddy products, marked words, ArrowDown + Enter opens the product', async () => {
    const page = await signedIn();
    await type(page, 'teddy bears');
    const input = box(page);
    const listId = await input.getAttribute('aria-controls');
    expect(await page.locator(`#${listId}`).getAttribute('role')).toBe('listbox');
    const first = options(page).first();
    expect(await first.innerText()).toMatch(/teddy/i);
    expect(await first.locator('mark').first().innerText()).toMatch(/^teddy$/i);
    expect(await first.locator('img').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    const name = (await page.locator(`[id="${active}"] .m-search__name`).innerText()).trim();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/productDetails\?/);
    await expect.poll(() => page.locator('main').innerText(), { timeout: 10_000 }).toContain(name);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('汽车: toy cars suggested; a click opens one; Escape and a click outside close', async () => {
    const page = await signedIn();
    await type(page, '汽车');
    expect(await options(page).count()).toBeGreaterThan(0);
    expect((await options(page).first().innerText()).toLowerCase()).toMatch(/car/);
    await page.keyboard.press('Escape');
    expect(await box(page).getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown'); // reopens
    await expect.poll(() => box(page).getAttribute('aria-expanded')).toBe('true');
    // A press anywhere outside (on the page's body: a real click there could land on a link of the home page).
    await page.evaluate(() => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    await expect.poll(() => box(page).getAttribute('aria-expanded')).toBe('false');
    await type(page, '汽车');
    const product = options(page)
      .filter({ has: page.locator('img') })
      .first();
    const name = (await product.locator('.m-search__name').innerText()).trim();
    await product.click();
    await page.waitForURL(/\/productDetails\?/);
    await expect.poll(() => page.locator('main').innerText(), { timeout: 10_000 }).toContain(name);
    await page.context().close();
  });

  it('Enter without an active option searches the product centre, with the words marked in card names', async () => {
    const page = await signedIn();
    await type(page, 'robot');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/index\/productCenter\?.*keyword=robot/);
    const card = page.locator('.product-list .product-card:not(.product-card--skeleton)').first();
    await card.waitFor();
    expect((await card.locator('.product-card__name mark').first().innerText()).toLowerCase()).toBe('robot');
    await keepScreen(page, { path: `${shots}/search-marked-cards-en-1440.png` });
    await page.context().close();
  });

  it('a keyword that finds nothing offers "did you mean" and categories instead of an empty box', async () => {
    const page = await signedIn();
    await page.goto(`${inject('apiUrl')}/index/productCenter?id=${code}&keyword=dinosor`);
    const fix = page.locator('.no-results__fix a');
    await fix.waitFor({ timeout: 10_000 });
    expect(await fix.innerText()).toBe('dinosaur');
    expect(await page.locator('.no-results__chips a').count()).toBeGreaterThan(0);
    await keepScreen(page, { path: `${shots}/search-no-results-en-1440.png` });
    await fix.click();
    await page.waitForURL(/keyword=dinosaur/);
    await page.locator('.product-list .product-card:not(.product-card--skeleton)').first().waitFor();
    await page.context().close();
  });

  it('screenshots of the open list at 1440 and 390, in English and Arabic', async () => {
    for (const locale of ['en', 'ar']) {
      for (const width of [1440, 390]) {
        const page = await signedIn(width, locale);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.dir), { timeout: 10_000 })
          .toBe(locale === 'ar' ? 'rtl' : 'ltr');
        await type(page, locale === 'ar' ? 'دمى' : 'teddy bears');
        await page.keyboard.press('ArrowDown');
        await page
          .locator('[role="listbox"] img')
          .first()
          .evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
        const popup = await page.locator('.m-search__popup').boundingBox();
        expect(popup!.x).toBeGreaterThanOrEqual(0);
        expect(popup!.x + popup!.width).toBeLessThanOrEqual(width + 1);
        if (width === 390) expect(popup!.width).toBeGreaterThan(340);
        await keepScreen(page, { path: `${shots}/search-suggestions-${locale}-${width}.png` });
        await page.context().close();
      }
    }
  }, 120_000);
});
