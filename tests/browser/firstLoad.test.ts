// A phone's first load of a catalogue page (issue 29, LCP and TBT on a slow network). Cases: the requests start
// together — while the service's maintenance answer is still on its way, the share's company answer and the page's
// own chunks are already asked for, and once it comes the page opens as before; the home page's first banner picture
// of a private share (a public one's comes with the HTML) is asked for while the home page's own code is still on its
// way, and the modules' code needs no request of its own; a signed-in buyer's cart code is asked for with the private
// pages' gate, and a public visitor's locked cart downloads none; the desktop's drag library and the app
// popover's QR library are not downloaded (their source maps name what each script holds); home, the centre, a detail
// and a cart with a line make no Intl number or date format (protocol/localeShapes.ts), and their counts, dates and
// times read as Intl writes them.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { readConfig } from '../../server/config';
import { publicVisitorPage, registerBuyer, signInAsBuyer } from './buyerSession';

const PASSWORD = 'Lead2026!';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Holds every request `pattern` matches until `release()`; `answered()` says whether one has gone on since. */
async function hold(page: Page, pattern: string | RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered = false;
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
    answered = true;
  });
  return { release, answered: () => answered };
}

it('asks for the company answer and the home page chunk while the maintenance answer is held', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
    await page.locator('.entry-panel__choices .button--primary').click(); // "Enter the catalogue"
    await page.waitForURL(/\/index\/home/);

    const { release, answered } = await hold(page, '**/GetUpgradeMaintenance**');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (!answered()) asked.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await expect
      .poll(() => ({
        company: asked.some((p) => p.endsWith('/GetCompanyInfoOnLoginV2')),
        homeChunk: asked.some((p) => /\/assets\/HomePage-[\w-]+\.js$/.test(p)),
      }))
      .toEqual({ company: true, homeChunk: true });
    release();
    await page.locator('.m-banner img').first().waitFor();
    expect(page.url()).toMatch(/\/index\/home\?id=SUNNYPUB1/);
  } finally {
    await context.close();
  }
});

// The page's answer names the server's time (server/http/web.ts): the first calls need no GetSystemDate before them.
it("a first load's calls start from the page's server time, without a GetSystemDate first", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  try {
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) calls.push(path.slice(path.lastIndexOf('/') + 1));
    });
    await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
    await page.locator('.entry-panel__choices .button--primary').click(); // "Enter the catalogue"
    await page.locator('.m-banner img').first().waitFor();
    expect(calls).toContain('GetCompanyInfoOnLoginV2');
    expect(calls).not.toContain('GetSystemDate');
  } finally {
    await context.close();
  }
});

// The home page's modules and their lead picture are asked for from the company's answer, not once the home page's
// own code has come and drawn (src/app/moduleHost/prepareAhead.ts): two rounds of requests sooner on a phone's network.
// A public share's home gets its picture as a preload with the HTML (server/app.ts); a private share's pages do not.
// The modules' code is in the catalogue's chunk (scripts/initialChunk.ts): no request of its own.
it("asks for a private share's first banner picture while the home page's code is held, and no module chunk", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  try {
    await signInAsBuyer(page, await registerBuyer('ahead', PASSWORD), PASSWORD);
    const first = new URL((await page.locator('.m-banner img').first().getAttribute('src'))!, page.url()).pathname;
    const home = page.url();
    await page.goto('about:blank');

    const { release, answered } = await hold(page, /\/assets\/HomePage-[\w-]+\.js$/);
    const asked: string[] = [];
    const all: string[] = [];
    page.on('request', (request) => {
      all.push(new URL(request.url()).pathname);
      if (!answered()) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(home);
    await expect
      .poll(() => ({
        catalogue: asked.some((p) => /\/assets\/catalogue-[\w-]+\.js$/.test(p)),
        picture: asked.includes(first),
      }))
      .toEqual({ catalogue: true, picture: true });
    release();
    await page.locator('.m-banner img').first().waitFor();
    expect(
      all.filter((p) => /\/assets\/(Banner|Header|Grid|TabBar|ProductBlock|Category|ProductCentre)-/.test(p)),
    ).toEqual([]);
  } finally {
    await context.close();
  }
});

// The centre's pictures wait for its first page: a signed-in buyer's first load asks for it with the boot, not
// once the catalogue layout has drawn the page — under the centre's own query key, or the page asks a second time.
// Cases: the whole list, a link with a category, a keyword and a sort (the router reads digits as numbers), and a
// link without the share code (the rules give it the stored one).
it.each([
  ['the whole list', 'whole'],
  ['a category, a keyword and a sort', 'narrowed'],
  ['a link without the share code', 'bare'],
] as const)(
  "asks for a signed-in buyer's product centre list while the catalogue layout's code is held: %s",
  async (_, link) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const page = await context.newPage();
    try {
      await signInAsBuyer(page, await registerBuyer('early', PASSWORD), PASSWORD);
      const centre = new URL('/index/productCenter', page.url());
      centre.search = new URL(page.url()).search;
      if (link === 'bare') centre.search = '';
      if (link === 'narrowed') {
        // The first category chip's link, as a buyer would share it.
        await page.goto(centre.href);
        await page.locator('.centre__chips .chip').nth(1).click();
        await page.waitForURL(/categoryOne=/);
        centre.search = new URL(page.url()).search;
        centre.searchParams.set('keyword', 'bear');
        centre.searchParams.set('sort', 'priceAsc');
      }
      await page.goto('about:blank');

      const { release, answered } = await hold(page, /\/assets\/catalogue-[\w-]+\.js$/);
      const asked: string[] = [];
      let firstPages = 0;
      let fonts = 0;
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!answered()) asked.push(url.pathname);
        if (url.pathname.endsWith('/GetDigitFont')) fonts++;
        if (!url.pathname.endsWith('/GetProductList')) return;
        const body = (request.method() === 'GET' ? Object.fromEntries(url.searchParams) : request.postDataJSON()) as {
          pageIndex?: unknown;
        };
        if (String(body.pageIndex) === '1') firstPages++;
      });
      await page.goto(centre.href);
      await expect.poll(() => asked.some((p) => p.endsWith('/GetProductList')), { timeout: 30_000 }).toBe(true);
      release();
      await page.locator('.centre__count').waitFor();
      await page.waitForLoadState('networkidle');
      // The page found the early answer under its own query key: the first page was asked for once.
      expect(firstPages).toBe(1);
      // So did the layout the digit font's: asked for with the boot, before the layout's code came, and only then.
      expect(asked.some((p) => p.endsWith('/GetDigitFont'))).toBe(true);
      expect(fonts).toBe(1);
    } finally {
      await context.close();
    }
  },
);

// The detail's largest picture waits for its answer: asked for with the boot, and the picture as soon as it is in.
it("asks for a signed-in buyer's product detail and its first picture while the catalogue layout's code is held", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  try {
    await signInAsBuyer(page, await registerBuyer('detail', PASSWORD), PASSWORD);
    await page.goto(new URL(`/index/productCenter${new URL(page.url()).search}`, page.url()).href);
    await page.locator('a.product-card').first().click();
    await page.waitForURL(/\/productDetails/);
    // The size the gallery's srcset chose (a phone at one pixel a point takes the 400 px one), which the preload names.
    const shown = await page.locator('.detail__image img').evaluate((img: HTMLImageElement) => img.currentSrc);
    const first = new URL(shown, page.url()).pathname;
    const detail = page.url();
    await page.goto('about:blank');

    const { release, answered } = await hold(page, /\/assets\/catalogue-[\w-]+\.js$/);
    const asked: string[] = [];
    let details = 0;
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (!answered()) asked.push(path);
      if (path.endsWith('/GetProductDetail')) details++;
    });
    await page.goto(detail);
    await expect
      .poll(() => ({ detail: asked.some((p) => p.endsWith('/GetProductDetail')), picture: asked.includes(first) }))
      .toEqual({ detail: true, picture: true });
    release();
    await page.locator('.detail__image img').waitFor();
    await page.waitForLoadState('networkidle');
    // The page found the early answer under its own key.
    expect(details).toBe(1);
  } finally {
    await context.close();
  }
});

// A private account's page has a chunk of its own behind the gate's (app/pages/privateRoutes.tsx): a privately
// signed-in buyer's first load asks for both at once (app/pages/privatePageChunks.ts), not for the page's once the
// gate's has come and drawn. A public visitor is shown the locked page and does not download the cart's code.
it("asks for a signed-in buyer's cart code while the private pages' gate is held; a public visitor never gets it", async () => {
  const cartChunk = /\/assets\/CartPage-[\w-]+\.js$/;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  try {
    await signInAsBuyer(page, await registerBuyer('gate', PASSWORD), PASSWORD);
    const cart = new URL(`/index/shoppingCart${new URL(page.url()).search}`, page.url()).href;
    await page.goto('about:blank');

    const { release, answered } = await hold(page, /\/assets\/privateRoutes-[\w-]+\.js$/);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (!answered()) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(cart);
    await expect.poll(() => asked.some((p) => cartChunk.test(p))).toBe(true);
    release();
    await page.getByRole('heading', { name: /^Shopping cart/ }).waitFor();
  } finally {
    await context.close();
  }

  const visitor = await publicVisitorPage(browser, '/index/home', 'en', { width: 390, height: 844 });
  try {
    const all: string[] = [];
    visitor.on('request', (request) => all.push(new URL(request.url()).pathname));
    await visitor.goto(`${new URL(visitor.url()).origin}/index/shoppingCart${new URL(visitor.url()).search}`);
    await visitor.getByText('Your cart, orders and account belong to your buyer account.', { exact: false }).waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(all.filter((p) => cartChunk.test(p))).toEqual([]);
  } finally {
    await visitor.context().close();
  }
});

it('a phone loads neither the drag library nor the QR code library on the home page', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  try {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
    await page.locator('.entry-panel__choices .button--primary').click(); // "Enter the catalogue"
    await page.waitForURL(/\/index\/home/);
    await page.locator('.m-banner img').first().waitFor();
    await page.waitForLoadState('networkidle');
    const held: string[] = [];
    // The server does not serve source maps: they are read where it reads the build from.
    const { webRoot } = readConfig(process.env);
    for (const url of scripts) {
      const file = join(webRoot, new URL(url).pathname);
      if (!existsSync(`${file}.map`)) continue; // the entry's few lines only import the login chunk
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
      held.push(...map.sources.filter((s) => /node_modules\/(@dnd-kit|qrcode\.react)\//.test(s)));
    }
    expect(held).toEqual([]);
  } finally {
    await context.close();
  }
});

/** A phone's context that counts, per page, the Intl number and date formats made: a renderer's first one loads the
 *  browser's number data, a long task on a phone. */
async function countingIntl() {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  await context.addInitScript(() => {
    const made: string[] = [];
    Object.assign(window, { intlMade: made });
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const Made = Intl[name];
      Intl[name] = new Proxy(Made, {
        construct: (target, args) => (made.push(name), Reflect.construct(target, args) as object),
      }) as never;
    }
  });
  const page = await context.newPage();
  const intlMade = () => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
  return { context, page, intlMade };
}

it("a phone's first home, centre and detail make no Intl number or date format, and read as Intl would write them", async () => {
  const { context, page, intlMade } = await countingIntl();
  try {
    await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
    await page.locator('.entry-panel__choices .button--primary').click(); // "Enter the catalogue"
    await page.waitForURL(/\/index\/home/);
    await page.reload();
    await page.locator('a.product-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await intlMade()).toEqual([]);

    await page.goto(new URL(`/index/productCenter${new URL(page.url()).search}`, page.url()).href);
    await expect.poll(() => page.locator('.centre__count').textContent()).toMatch(/^\d[\d,]* products?$/);
    expect(await page.locator('a.product-card').first().textContent()).toMatch(/MOQ \d[\d,]* pcs?/);
    expect(await intlMade()).toEqual([]);

    await page.locator('a.product-card').first().click();
    await page.waitForURL(/\/productDetails/);
    const listed = page.locator('.detail__specs div', { has: page.getByText('Listed', { exact: true }) }).locator('dd');
    await expect.poll(() => listed.textContent()).toMatch(/\d{4}/);
    expect(await intlMade()).toEqual([]);
    const shown = await listed.textContent();
    const intl = await page.evaluate(
      (text) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(text!)),
      shown,
    );
    expect(shown).toBe(intl);
  } finally {
    await context.close();
  }
});

it("a phone's first cart page with a line makes no Intl number or date format; the line's time reads as Intl's", async () => {
  const { context, page, intlMade } = await countingIntl();
  try {
    await signInAsBuyer(page, await registerBuyer('intl', PASSWORD), PASSWORD);
    await page.goto(new URL(`/index/productCenter${new URL(page.url()).search}`, page.url()).href);
    await page
      .getByRole('button', { name: /^Add .* to cart$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Your contact details' });
    await dialog.getByLabel('Contact name').fill('Intl Buyer');
    await dialog.getByLabel('Mobile').fill('+34600000002');
    await dialog.getByLabel('Email').fill('intl@cart.test');
    await dialog.getByRole('button', { name: 'Save and add to cart' }).click();
    await page.getByText('Added to cart.', { exact: true }).first().waitFor();

    await page.goto(new URL(`/index/shoppingCart${new URL(page.url()).search}`, page.url()).href);
    const meta = page.locator('.cart-line__meta').first();
    await expect.poll(() => meta.textContent()).toMatch(/Added /);
    expect(await page.locator('.cart-line__facts').first().textContent()).toMatch(/\d pcs? \/ carton/);
    expect(await intlMade()).toEqual([]);
    // Within the minute it was added: the text Intl writes for now, or for the minute before.
    const shown = (await meta.textContent())!.replace(/^.*Added /, '');
    const intl = await page.evaluate(() =>
      [0, 60_000].map((ago) =>
        new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(Date.now() - ago),
      ),
    );
    expect(intl).toContain(shown);
  } finally {
    await context.close();
  }
});

// A scroll lays the whole page out at once, even one to where the window already is; made in React's commit of a
// freshly drawn page, it was a third of a phone's longest task (issue 29, TBT). The document's first page is at the
// top already: the router's restoring, the detail's reset to the top and the product list's virtualizer make none.
it("a phone's first home, centre and detail scroll nowhere, and a detail opened from far down the centre opens at its top", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  await context.addInitScript(() => {
    const scrolls: string[] = [];
    Object.assign(window, { scrolls });
    const scrollTo = window.scrollTo.bind(window);
    window.scrollTo = ((...args: [ScrollToOptions]) => (
      scrolls.push(JSON.stringify(args)),
      scrollTo(...args)
    )) as never;
  });
  const page = await context.newPage();
  const scrolls = () => page.evaluate(() => (window as unknown as { scrolls: string[] }).scrolls);
  try {
    await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
    await page.locator('.entry-panel__choices .button--primary').click(); // "Enter the catalogue"
    await page.waitForURL(/\/index\/home/);
    const search = new URL(page.url()).search;
    for (const path of ['/index/home', '/index/productCenter']) {
      await page.goto(new URL(`${path}${search}`, page.url()).href);
      await page.locator('a.product-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await scrolls(), path).toEqual([]);
    }
    const href = (await page.locator('a.product-card').first().getAttribute('href'))!;
    await page.goto(new URL(href, page.url()).href);
    await page.getByText('Pieces per carton').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrolls(), 'detail').toEqual([]);

    // Within the app the detail still opens at its top, wherever the list was.
    await page.goto(new URL(`/index/productCenter${search}`, page.url()).href);
    await page.locator('a.product-card').first().waitFor();
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator('a.product-card').last().click();
    await page.getByText('Pieces per carton').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  } finally {
    await context.close();
  }
});
