// The product centre in chromium: a Chinese and an English keyword find the same toys, the search lives in the
// URL (reload keeps it), price filters refuse lowest > highest, the list view, and the end of the list says so.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { shownText, shownTexts } from './shownDigits';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { publicVisitorPage } from './buyerSession';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A new visitor of the public share (favourites and history of its own) on the product centre. */
async function centre(): Promise<Page> {
  const page = await publicVisitorPage(browser, `/index/productCenter?id=${DEMO_SHARES.public.code}`);
  await page.locator('.product-list .product-card:not(.product-card--skeleton)').first().waitFor();
  return page;
}
const cards = (page: Page) => page.locator('.product-list .product-card:not(.product-card--skeleton)');
const search = async (page: Page, keyword: string) => {
  await page.getByRole('searchbox', { name: 'Keyword' }).fill(keyword);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(new RegExp(`keyword=${encodeURIComponent(keyword).replace(/%20/g, '(\\+|%20)')}`));
};

describe('product centre', () => {
  it('finds toys by a Chinese and an English keyword, and keeps the search over a reload', async () => {
    const page = await centre();
    await search(page, '泰迪熊');
    await expect.poll(() => cards(page).first().textContent()).toMatch(/Teddy/);
    const chinese = await page.locator('.centre__count').textContent();
    await search(page, 'teddy bear');
    await expect.poll(() => page.locator('.centre__count').textContent()).toBe(chinese);
    await page.reload();
    expect(await page.getByRole('searchbox', { name: 'Keyword' }).inputValue()).toBe('teddy bear');
    await expect.poll(() => page.locator('.centre__count').textContent()).toBe(chinese);
    await page.context().close();
  });

  it('filters by price, refuses lowest above highest, switches to the list view with carton facts', async () => {
    const page = await centre();
    await page.getByRole('textbox', { name: 'Lowest price' }).fill('9');
    await page.getByRole('textbox', { name: 'Highest price' }).fill('3');
    await page.getByRole('alert').filter({ hasText: 'Lowest price cannot be greater than highest price.' }).waitFor();
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    expect(page.url()).not.toMatch(/minPrice/); // nothing is sent while a field is wrong
    await page.getByRole('textbox', { name: 'Highest price' }).fill('10');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await page.waitForURL(/minPrice=9.*maxPrice=10|maxPrice=10.*minPrice=9/);
    await expect
      .poll(async () => {
        const prices = await shownTexts(page.locator('.product-list .product-card__price'));
        return (
          prices.length > 0 &&
          prices.every((p) => {
            const n = Number(p.replace(/[^\d.]/g, ''));
            return n >= 9 && n <= 10;
          })
        );
      })
      .toBe(true);
    await page.getByRole('button', { name: 'List' }).click();
    await page.locator('.product-list--list').first().waitFor();
    // Comparing line by line is what the list is for: pieces, carton size, volume and weight per carton.
    const carton = page.locator('.product-list--list .product-card__carton').first();
    await expect.poll(() => carton.isVisible()).toBe(true);
    expect((await shownText(carton)).replace(/[\u2066-\u2069]/g, '')).toMatch(
      /\d+ pcs \/ carton[\s\S]*Carton [\d.]+ × [\d.]+ × [\d.]+ cm[\s\S]*\d\.\d{3} m³[\s\S]*Gross weight [\d.]+ kg/,
    );
    await page.getByRole('button', { name: 'Thumbnails' }).click();
    await expect
      .poll(() => page.locator('.product-list--thumbnail .product-card__carton').first().isVisible())
      .toBe(false);
    await page.context().close();
  });

  it('advanced search by size, certificate and listing date lives in the URL and each filter can be removed', async () => {
    const page = await centre();
    await page.getByRole('button', { name: 'Advanced search' }).click();
    await page.getByRole('textbox', { name: 'Product length, from' }).fill('10');
    await page.getByRole('textbox', { name: 'Product length, to' }).fill('20');
    await page.getByRole('textbox', { name: 'Outer box height, to' }).fill('5000');
    await page.getByRole('alert').filter({ hasText: 'Enter sizes from 0 to 1000 cm.' }).waitFor();
    await page.getByRole('textbox', { name: 'Outer box height, to' }).fill('');
    await page.getByLabel('Certificates').fill('EN71');
    await page.getByLabel('Listed from').fill('2024-01-01');
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await page.waitForURL(/pr_le=10-20/);
    expect(page.url()).toMatch(/certificateNo=EN71/);
    await expect.poll(() => page.locator('.centre__count').textContent()).toMatch(/^\d+ products$/);
    const narrowed = Number((await page.locator('.centre__count').textContent())!.replace(/\D/g, ''));
    expect(narrowed).toBeGreaterThan(0);
    // Every product shown really has a product length from 10 to 20 cm.
    const href = await cards(page).first().getAttribute('href');
    await page.reload();
    await expect.poll(() => page.locator('.centre__count').textContent()).toBe(`${narrowed} products`);
    expect(await page.getByRole('textbox', { name: 'Product length, from' }).inputValue()).toBe('10');
    await page.getByRole('button', { name: 'Remove Product length: 10 – 20 cm' }).click();
    await page.waitForURL((url) => !url.search.includes('pr_le'));
    await expect
      .poll(async () => Number((await page.locator('.centre__count').textContent())!.replace(/\D/g, '')))
      .toBeGreaterThan(narrowed);
    await page.goto(`${inject('apiUrl')}${href}`);
    await page
      .getByText(/Product size/)
      .first()
      .waitFor();
    const size = await shownText(
      page.locator('.detail__specs div', { has: page.locator('dt', { hasText: /^Product size$/ }) }).locator('dd'),
    );
    const length = Number(size!.match(/[\d.]+/)![0]);
    expect(length).toBeGreaterThanOrEqual(10);
    expect(length).toBeLessThanOrEqual(20);
    // The attribute list (ProductAttributeInfo) in the buyer's language.
    const attributes = page.getByRole('region', { name: 'Attributes' });
    await attributes.getByText('Material').waitFor();
    expect(await attributes.textContent()).toMatch(/Age range\d+\+ years/);
    await page.context().close();
  });

  it('a hand-edited search link with a wrong date or a huge keyword says what is wrong instead of searching', async () => {
    const page = await centre();
    await page.goto(
      `${inject('apiUrl')}/index/productCenter?id=${DEMO_SHARES.public.code}&startTime=2026-02-30&keyword=${'x'.repeat(10_000)}`,
    );
    const alert = page.getByRole('alert').filter({ hasText: 'This search cannot run' });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Listed from: Enter a real date/);
    expect(await alert.textContent()).toMatch(/Keyword: A keyword can have at most 100 characters/);
    await alert.getByRole('button', { name: 'Remove these fields' }).click();
    await cards(page).first().waitFor();
    await page.context().close();
  });

  it('an area with few products ends with "No more products"', async () => {
    const page = await centre();
    await page.goto(`${inject('apiUrl')}/index/threeDProduct?id=${DEMO_SHARES.public.code}`);
    await page.getByText('No more products').waitFor();
    await page.context().close();
  });
});

describe('product detail', () => {
  it('opens from a card with a back button that returns to the list; opened first, it has none', async () => {
    const page = await centre();
    const first = cards(page).first();
    const name = (await first.locator('.product-card__name').textContent())!;
    await first.click();
    await page.waitForURL(/\/productDetails\?productNumber=SB\d+/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('Pieces per carton').waitFor();
    // The category's other products come as the buyer nears the page's end.
    await page.keyboard.press('End');
    await page.getByRole('heading', { name: 'Related products' }).waitFor();
    const detailUrl = page.url();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(/\/index\/productCenter/);
    await cards(page).first().waitFor();

    const direct = await page.context().newPage();
    await direct.goto(detailUrl);
    await direct.getByRole('heading', { level: 1, name }).waitFor();
    expect(await direct.getByRole('button', { name: 'Back', exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('steps to the previous and next product of the list, says so at the first one, and Back still returns to the list', async () => {
    const page = await centre();
    const opened = () => new URL(page.url()).searchParams.get('productNumber');
    const hrefs = await cards(page).evaluateAll((links) =>
      links.slice(0, 3).map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('productNumber')),
    );
    await cards(page).nth(1).click();
    await page.waitForURL(new RegExp(`productNumber=${hrefs[1]}`));
    const steps = page.getByRole('navigation', { name: 'Products in this list' });
    await steps.getByText('2 of 292').waitFor();
    await steps.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(new RegExp(`productNumber=${hrefs[2]}`));
    await steps.getByText('3 of 292').waitFor();
    await steps.getByRole('button', { name: 'Previous' }).click();
    await steps.getByRole('button', { name: 'Previous' }).click();
    await steps.getByText('1 of 292').waitFor();
    expect(opened()).toBe(hrefs[0]);
    // Dimmed (aria-disabled) at the first product, yet a click still explains why nothing moved.
    await steps.getByRole('button', { name: 'Previous' }).click({ force: true });
    await page.getByText('Already on the first or last page.').waitFor();
    expect(opened()).toBe(hrefs[0]);
    // Steps replace the page in the history: one Back is the list again.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(/\/index\/productCenter/);
    await cards(page).first().waitFor();
    await page.context().close();
  });

  it('after stepping far down the list, Back shows the list at the product the buyer stepped to', async () => {
    const page = await centre();
    // Leaving the list once asked for the products of an area called "productDetails" (a 400 the buyer never saw).
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) refused.push(`${r.status()} ${r.request().postData()}`);
    });
    await page.getByRole('button', { name: 'List' }).click();
    await page.locator('.product-list--list').first().waitFor();
    await cards(page).first().click();
    const steps = page.getByRole('navigation', { name: 'Products in this list' });
    for (let position = 2; position <= 12; position++) {
      await steps.getByRole('button', { name: 'Next' }).click();
      await steps.getByText(`${position} of 292`).waitFor();
    }
    const last = new URL(page.url()).searchParams.get('productNumber')!;
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(/\/index\/productCenter/);
    // Row 12 of the list view lies well below a 900-pixel window; it is on screen without the buyer scrolling.
    const card = page.locator(`.product-list a.product-card[href*="productNumber=${last}"]`);
    await expect
      .poll(async () => {
        const box = await card.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 900;
      })
      .toBe(true);
    expect(refused).toEqual([]);
    await page.context().close();
  });
});

describe('favourites and history', () => {
  it('favourites and unfavourites from the detail page, and sees the product in history', async () => {
    const page = await centre();
    const first = cards(page).first();
    const name = (await first.locator('.product-card__name').textContent())!;
    await first.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await page.getByRole('button', { name: 'In favourites' }).waitFor();

    const id = new URL(page.url()).searchParams.get('id');
    await page.goto(`${inject('apiUrl')}/collect?id=${id}`);
    await page.getByRole('heading', { name: 'Favourites' }).waitFor();
    await page.locator('.visitor-list__item', { hasText: name }).waitFor();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await page.getByText('Batch actions: please select a product first.').waitFor();
    await page.getByLabel('Select all').check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    // Confirmed in the site's dialog (spec section 2), not the browser's.
    await page.getByRole('dialog').getByRole('button', { name: 'Delete selected' }).click();
    await page.getByText('You have no favourites yet.', { exact: false }).waitFor();

    await page.goto(`${inject('apiUrl')}/browse?id=${id}`);
    await page.getByRole('heading', { name: 'Browsing history' }).waitFor();
    await page.locator('.visitor-list__item', { hasText: name }).waitFor();
    // Opening it from history: the page being left must not briefly become the favourites list and fetch it.
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) asked.push(new URL(r.url()).pathname.split('/').pop()!);
    });
    await page.locator('.visitor-list__item', { hasText: name }).locator('a').first().click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(asked).not.toContain('GetCollectList');
    await page.goBack();
    await page.getByRole('heading', { name: 'Browsing history' }).waitFor();
    await page.getByRole('button', { name: 'Clear history' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear history' }).click();
    await page.getByText('You have not viewed any products in the last 30 days.').waitFor();
    await page.context().close();
  });
  it('the heart on a card keeps the product over a reload, the detail page agrees, and the heart takes it back', async () => {
    const page = await centre();
    const frame = () => page.locator('.product-list .product-card-frame').nth(1);
    const name = (await frame().locator('.product-card__name').textContent())!;
    const heart = () => frame().getByRole('button', { name: `Add ${name} to favourites` });
    await expect.poll(() => heart().getAttribute('aria-pressed')).toBe('false');
    await heart().click();
    await page.getByText('Added to favourites.').waitFor();
    await expect.poll(() => heart().getAttribute('aria-pressed')).toBe('true');
    // Clicking the heart did not open the product.
    expect(page.url()).toContain('/index/productCenter');

    // The server kept it: after a reload the heart is still full.
    await page.reload();
    await expect.poll(() => heart().getAttribute('aria-pressed')).toBe('true');
    await frame().locator('a.product-card').click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: 'In favourites' }).waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(/\/index\/productCenter/);
    await heart().click();
    await page.getByText('Removed from favourites.').waitFor();
    await expect.poll(() => heart().getAttribute('aria-pressed')).toBe('false');
    await page.reload();
    await frame()
      .getByRole('button', { name: `Add ${name} to favourites` })
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(await heart().getAttribute('aria-pressed')).toBe('false');
    await page.context().close();
  });
});

describe('kept alive', () => {
  it('the product centre comes back with its loaded pages and scroll position after a detail', async () => {
    const page = await centre();
    // Scroll until at least three pages (90 products) are loaded.
    const loadedCount = async () => Number(await page.locator('.product-results').getAttribute('data-loaded'));
    for (let i = 0; i < 40 && (await loadedCount()) < 90; i++) {
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(150);
    }
    const loaded = await loadedCount();
    expect(loaded).toBeGreaterThanOrEqual(90);
    // Long lists keep only the rows near the screen in the page.
    expect(await cards(page).count()).toBeLessThan(loaded);
    const target = cards(page).last();
    await target.scrollIntoViewIfNeeded();
    const href = (await target.getAttribute('href'))!;
    await target.click();
    await page.waitForURL(/\/productDetails/);
    // The detail is not kept alive: it opens at its top, not where the list was scrolled.
    await page.getByText('Pieces per carton').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(/\/index\/productCenter/);
    // The loaded pages are all there again and the product the buyer opened is back in view.
    await expect.poll(loadedCount).toBeGreaterThanOrEqual(loaded);
    await expect
      .poll(() =>
        page.locator(`a.product-card[href="${href}"]`).evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        }),
      )
      .toBe(true);
    await page.context().close();
  });
});
