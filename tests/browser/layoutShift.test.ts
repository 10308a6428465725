// Layout shift of the signed-in catalogue on a desktop (issue 29): the designed home page and the product centre
// keep their places while the supplier's header and banner load (it was 0.304 in Lighthouse: the generic 280 px
// placeholder of a 65 px header, then of a 437 px banner, moved everything below twice).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { registerBuyer, signInAsBuyer } from './buyerSession';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Adds up the page's layout shifts, with the shifted elements, from its first paint on. Shifts flagged as following
 *  input count too: nothing here types or clicks while a page loads, and under a phone's emulation Chrome flags the
 *  shifts of a page's first moments as if the buyer had touched it (the viewport set on navigation counts as input,
 *  chromium issue 1302667). Lighthouse counts those in its first 500 ms, and a real phone counts them all; skipping
 *  them hid every phone shift of issue 29 from this file. */
async function watchShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { shifted: number; sources: string[] };
    w.shifted = 0;
    w.sources = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Element }[] }[]) {
        w.shifted += entry.value;
        for (const s of entry.sources) w.sources.push(`${entry.value.toFixed(3)} ${s.node?.className ?? '?'}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shiftsOf = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { shifted: number; sources: string[] };
    return { shifted: w.shifted, sources: w.sources };
  });

describe('layout shift on desktop', () => {
  it.each(['/index/home', '/index/productCenter'])('%s stays put while it loads', async (path) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await watchShifts(context);
    const page = await context.newPage();
    await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
    await page.getByRole('button', { name: 'Enter the catalogue' }).click();
    await page.waitForURL(/\/index\/home/);
    await page.goto(`${inject('apiUrl')}${path}?id=${DEMO_SHARES.public.code}`);
    await page.locator('.product-card:not(.product-card--skeleton)').first().waitFor();
    await page.waitForTimeout(1500);
    // The goal is 0.02 (Lighthouse's "good" is 0.1); a loaded CI machine gets a little room.
    const { shifted, sources } = await shiftsOf(page);
    expect(shifted, sources.join('\n')).toBeLessThan(0.03);
    await context.close();
  });
});

// The detail page on a desktop (Lighthouse desktop CLS 0.045): the product's answer comes before the share's, and the
// info column drew "Add to cart" a frame after the page (the cart heard the session in an effect), then "Ask about this
// product" once the share's answer said the chat is on; each time the buttons beside and the description below moved.
describe('layout shift of the detail page on desktop', () => {
  // The share's answer may come after the product's (held until the buttons are drawn), or both before the frame's
  // code (held a while): the chat then hears of the share only once the frame follows the visitor, after its paint.
  it.each([
    ["the share's answer", '**/GetCompanyInfoOnLoginV2**', '.detail__actions'],
    ["the catalogue's code", '**/assets/catalogue-*.js', ''],
  ])(
    'keeps the buttons and the description in place while %s is held back',
    async (_, held, until) => {
      const password = 'Shift2026';
      const account = await registerBuyer('shiftdesk', password);
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signInAsBuyer(page, account, password);
      await page.goto(`${inject('apiUrl')}/index/productCenter?id=${DEMO_SHARES.private.code}`);
      const href = await page.locator('a.product-card').first().getAttribute('href');
      await watchShifts(context);
      await page.route(held, async (route) => {
        const response = await route.fetch();
        if (until) await page.locator(until).first().waitFor();
        else await new Promise((resolve) => setTimeout(resolve, 1500));
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.fulfill({ response });
      });
      await page.goto(new URL(href!, inject('apiUrl')).href);
      await page.locator('.m-header__actions').waitFor();
      await page.getByRole('button', { name: 'Ask about this product' }).waitFor();
      await page.waitForLoadState('networkidle');
      const { shifted, sources } = await shiftsOf(page);
      expect(shifted, sources.join('\n')).toBeLessThan(0.005);
      await context.close();
    },
    60_000,
  );
});

// The login card (was 0.13 on a phone): the login-style module's placeholder above the card was 280 px tall, the
// 3:1 picture replacing it then moved the card up. On the private share (the one Lighthouse measures) the card first
// drew the chooser and opened the account form a frame later, pushing the contact line down (0.012 on a phone).
describe('layout shift of the login', () => {
  it.each([
    ['public', 390, 844],
    ['public', 1440, 900],
    ['private', 390, 844],
    ['private', 1440, 900],
  ] as const)(
    'on the %s share at %i px the login card stays put while the share and its pictures load',
    async (kind, width, height) => {
      const phone = width < 900;
      const context = await browser.newContext({ viewport: { width, height }, isMobile: phone, hasTouch: phone });
      await watchShifts(context);
      const page = await context.newPage();
      await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES[kind].code}`);
      await page.locator('.entry-card__contact').waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      const { shifted, sources } = await shiftsOf(page);
      expect(shifted, sources.join('\n')).toBeLessThan(0.005);
      await context.close();
    },
  );
});

// The signed-in pages on a phone, loaded as a trade fair's network brings them (issue 29; Lighthouse's mobile CLS was
// 0.111 on home, 0.028 on detail and cart). Every answer and script is held back a little, so each placeholder and
// skeleton is drawn before what replaces it, every time, whatever the machine's speed:
// - the plain bar stood in for the supplier's header until the share's answer came, then wrapped and gave way to the
//   taller phone header (CLS 0.33 once);
// - the header's menu drew all its links for one frame before putting the extra ones under "More": the page was wider
//   than the phone for that frame and the fixed tab bar, as wide as the page, shrank back (0.028 on every page);
// - a module's placeholder of a guessed height stood in for a module whose code came after the share's answer: the
//   banner's 280 px became 138 px and the grid under it jumped (0.11 on home);
// - the product centre drew its cards in one column until it knew its width (0.0125);
// - the empty cart's message reused the skeleton's box and moved down under the heading.
describe('layout shift on a phone', () => {
  const password = 'Shift2026';
  let account: string;
  beforeAll(async () => {
    account = await registerBuyer('shift', password);
  });

  it('home, product centre, detail and cart stay put while the share, their code and their data load', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signInAsBuyer(page, account, password);
    await page.goto(`${inject('apiUrl')}/index/productCenter?id=${DEMO_SHARES.private.code}`);
    const href = await page.locator('a.product-card').first().getAttribute('href');
    const detail = `/productDetails?productNumber=${new URL(href!, inject('apiUrl')).searchParams.get('productNumber')}`;
    await watchShifts(context);
    const hold = (ms: number) => async (route: Route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.fulfill({ response });
    };
    await page.route('**/assets/*.js', hold(150));
    await page.route('**/api/**', hold(300));
    await page.route('**/GetCompanyInfoOnLoginV2**', hold(600));
    const shifts: Record<string, { shifted: number; sources: string[] }> = {};
    for (const path of ['/index/home', '/index/productCenter', detail, '/index/shoppingCart']) {
      await page.goto(`${inject('apiUrl')}${path}${path.includes('?') ? '&' : '?'}id=${DEMO_SHARES.private.code}`);
      // The page is complete once the supplier's header has drawn its controls and the network is quiet.
      await page.locator('.m-header__actions').waitFor();
      await page.waitForLoadState('networkidle');
      shifts[path] = await shiftsOf(page);
    }
    // The goal is 0.02 a page; each of the shifts above was 0.0125 or more, and none is left.
    const over = Object.entries(shifts).filter(([, s]) => s.shifted >= 0.005);
    expect(over.map(([path, s]) => `${path}: ${s.shifted.toFixed(3)} ${s.sources.join(', ')}`)).toEqual([]);
    await context.close();
  }, 120_000);
});
