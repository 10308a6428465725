// What a new buyer trips over (issue 12), in chromium against the real server. Cases: the header menu never cuts
// an entry off — what does not fit goes into an accessible "More" list, in English signed in and in Arabic, on
// desktop and phone, without the row changing on its own; NEW / HOT badges in the buyer's language; "1 product";
// the phone tab bar's Cart and a cart address open the private login for a public visitor; /404 tells an unknown
// address from a page that failed to download; an Arabic price keeps "US$" in one piece; the Arabic banner
// caption stays off the artwork; standalone pages sit in the catalogue frame and lead back to the start page.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { publicVisitorPage } from './buyerSession';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const code = DEMO_SHARES.public.code;

/** A new public visitor of the demo share, in `language`, on `path` (the home page unless a test starts elsewhere). */
function enter(viewport: { width: number; height: number }, language = 'en', path = `/index/home?id=${code}`) {
  return publicVisitorPage(browser, path, language, viewport);
}

async function signInPrivately(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Account').fill(DEMO_SHARES.private.account);
  await dialog.getByLabel('Password').fill(DEMO_SHARES.private.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The header menu as the buyer sees it: entries shown in the row (and whether each is whole), entries under More. */
async function headerMenu(page: Page) {
  const menu = page.locator('[data-module-type="header"] .m-header__menu');
  await menu.locator(':scope > a').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
  return menu.evaluate((nav) => {
    const box = nav.getBoundingClientRect();
    const shown = [...nav.querySelectorAll(':scope > a')].map((a) => {
      const r = a.getBoundingClientRect();
      return {
        text: a.textContent!,
        whole: r.left >= box.left - 1 && r.right <= box.right + 1 && a.scrollWidth <= a.clientWidth + 1,
      };
    });
    const more = [...nav.querySelectorAll('.overflow-nav__list a')].map((a) => a.textContent!);
    return { shown, more, scrolls: nav.scrollWidth > nav.clientWidth + 1 };
  });
}

async function expectWholeMenu(page: Page) {
  const menu = await headerMenu(page);
  expect(
    menu.shown.filter((l) => !l.whole),
    JSON.stringify(menu),
  ).toEqual([]);
  expect(menu.scrolls).toBe(false);
  expect(new Set([...menu.shown.map((l) => l.text), ...menu.more]).size, JSON.stringify(menu)).toBe(5);
  // Choosing what to show must not change the space it is measured in: the row settles and stays.
  const counts: number[] = [];
  for (let i = 0; i < 5; i++) {
    counts.push((await headerMenu(page)).shown.length);
    await page.waitForTimeout(150);
  }
  expect(new Set(counts).size).toBe(1);
  return menu;
}

describe('the header menu', () => {
  it('signed in at 1440 px, every entry is whole or under More, and More is a working disclosure', async () => {
    const page = await enter(DESKTOP);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await signInPrivately(page);
    await page.getByText('Maria Lopez').waitFor();
    // A narrower window leaves less room; the menu follows the window.
    await page.setViewportSize({ width: 1100, height: 900 });
    const menu = await expectWholeMenu(page);
    expect(menu.more.length).toBeGreaterThan(0);
    const more = page.getByRole('button', { name: 'More' }).and(page.locator('.overflow-nav__button'));
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    const hidden = page.locator('.overflow-nav__list').getByRole('link', { name: menu.more[0] });
    await hidden.waitFor();
    await page.keyboard.press('Escape');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => more.evaluate((b) => b === document.activeElement)).toBe(true);
    await more.click();
    await hidden.click();
    await page.waitForURL(/\/index\/(spotProduct|hotSellingArea|newProduct|productCenter)/);
    await page.setViewportSize(DESKTOP);
    await expectWholeMenu(page);
    await page.context().close();
  });

  it.each([
    ['ar', DESKTOP],
    ['ar', PHONE],
    ['en', PHONE],
    ['ru-RU', { width: 1024, height: 768 }],
  ] as const)('%s at %o: no entry is cut off', async (language, viewport) => {
    const page = await enter(viewport, language);
    await expectWholeMenu(page);
    await page.context().close();
  });
});

describe('product cards and counts', () => {
  it("NEW and HOT badges are in the buyer's language", async () => {
    const page = await enter(DESKTOP, 'es');
    const badge = page.locator('.product-card__badges .badge--new').first();
    await badge.waitFor();
    expect(await badge.textContent()).toBe('Nuevo');
    // Hot sellers are further down; their block mounts as the buyer scrolls.
    const hot = page.locator('.product-card__badges .badge--hot').first();
    for (let i = 0; i < 12 && !(await hot.count()); i++) await page.mouse.wheel(0, 900);
    await hot.waitFor();
    expect(await hot.textContent()).toBe('Popular');
    expect(await page.getByText(/^(NEW|HOT)$/).count()).toBe(0);
    await page.context().close();
  });

  it('one product viewed reads "1 product"', async () => {
    const page = await enter(DESKTOP, 'en', `/productDetails?productNumber=SB000001&id=${code}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${inject('apiUrl')}/browse?id=${code}`);
    await expect.poll(() => page.locator('.centre__count').textContent()).toBe('1 product');
    await page.context().close();
  });

  it('an Arabic price keeps "US$" whole beside the amount', async () => {
    const page = await enter(DESKTOP, 'ar');
    const price = page.locator('.product-card__price').first();
    await price.waitFor();
    // Where the glyphs land: "US$" reads left to right, so "$" is right of "U" (the bug drew "$US 40.08").
    const order = await price.evaluate((element) => {
      const text = element.firstChild as Text;
      const at = (i: number) => {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect().left;
      };
      const value = text.data;
      return {
        u: at(value.indexOf('U')),
        dollar: at(value.indexOf('$')),
        digit: at(value.search(/[\d\uE000-\uF8FF]/u)),
      };
    });
    expect(order.dollar).toBeGreaterThan(order.u);
    // Right to left, the amount comes first: on the right.
    expect(order.digit).toBeGreaterThan(order.dollar);
    await page.context().close();
  });
});

describe('private-only pages', () => {
  it('a public visitor tapping Cart gets the private login, and the cart after signing in', async () => {
    const page = await enter(PHONE);
    const tabs = page.locator('[data-module-type="tabBar"]');
    await tabs.getByRole('link', { name: 'Cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByText('Please sign in to your account to use this feature.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/index/home');
    await signInPrivately(page);
    await page.waitForURL(/\/index\/shoppingCart\?id=SUNNYPUB1/);
    await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
    await page.context().close();
  });

  it('a public visitor at a cart address gets the private login over the page, not a dead placeholder', async () => {
    const page = await enter(DESKTOP, 'en', `/index/myAccount?id=${code}`);
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByText('Please sign in to your account to use this feature.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByText('This part of the catalogue is being prepared by the supplier.').count()).toBe(0);
    await page.getByRole('main').getByRole('button', { name: 'Sign in to your account' }).click();
    await dialog.waitFor();
    await signInPrivately(page);
    await page.getByRole('heading', { name: 'Basic information' }).waitFor();
    await page.context().close();
  });
});

describe('pages that are not there', () => {
  it('an unknown address says the page does not exist, not to check the connection', async () => {
    const page = await enter(DESKTOP, 'en', `/no/such/page?id=${code}`);
    await page.waitForURL(/\/404\?/);
    await page.getByRole('heading', { name: 'This page does not exist' }).waitFor();
    expect(await page.getByText(/connection/).count()).toBe(0);
    await page.context().close();
  });

  it('a page whose code fails to download says so, and offers to try again', async () => {
    const page = await enter(DESKTOP);
    await page.route('**/assets/ProductCentrePage-*.js', (route) => route.abort());
    await page.locator('[data-module-type="header"] .m-header__menu > a').nth(1).click();
    await page.waitForURL(/\/404\?/);
    expect(new URL(page.url()).searchParams.get('reason')).toBe('load');
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await page.context().close();
  });
});

describe('layout', () => {
  it.each([DESKTOP, PHONE])('the Arabic banner caption stays off the artwork at %o', async (viewport) => {
    const page = await enter(viewport, 'ar');
    const slide = page.locator('[data-module-type="banner"] .m-banner__slide.is-current').first();
    await slide.locator('.m-banner__caption').waitFor();
    const [banner, caption] = await Promise.all([
      slide.boundingBox(),
      slide.locator('.m-banner__caption').boundingBox(),
    ]);
    // The demo art fills the picture's right half; its left half is left for text.
    expect(caption!.x + caption!.width).toBeLessThanOrEqual(banner!.x + banner!.width * 0.62);
    await page.context().close();
  });

  it('/contact sits in the catalogue frame', async () => {
    const page = await enter(DESKTOP, 'en', `/contact?id=${code}`);
    await page.locator('[data-module-type="header"]').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await page.context().close();
  });

  it('/orders sits in the catalogue frame and leads back to the start page', async () => {
    const name = 'orders';
    const page = await enter(DESKTOP, 'en', `/${name}?id=${code}`);
    await page.locator('[data-module-type="header"]').waitFor();
    await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Close' }).click();
    const back = page.getByRole('link', { name: 'Back to the start page' });
    await back.click();
    await page.waitForURL(new RegExp(`/index/home\\?id=${code}$`));
    await page.context().close();
  });
});
