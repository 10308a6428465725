// axe-core on the buyer's pages (issue 29): login, home, product centre, product detail, cart and the chat panel, in
// English and Arabic (with Arabic text really checked, see ./axe.ts), on a desktop and a phone, WCAG 2.0–2.2 A and
// AA. Any violation fails with the rule, the elements and axe's reason printed.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { registerBuyer, signInAsBuyer } from './buyerSession';
import { describeViolations, runAxe } from './axe';

const code = DEMO_SHARES.private.code;
let browser: Browser;
let signedIn: BrowserContextOptions['storageState'];
let productNumber: string;

beforeAll(async () => {
  browser = await launchChromium();
  const password = 'Axe2027xx';
  const account = await registerBuyer('axe', password);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await signInAsBuyer(page, account, password);
  // One product in the cart, so the cart page shows its list.
  await page.goto(`${inject('apiUrl')}/index/productCenter?id=${code}`);
  const first = page.locator('a[href*="productDetails"]').first();
  productNumber = new URL((await first.getAttribute('href'))!, inject('apiUrl')).searchParams.get('productNumber')!;
  await page.goto(`${inject('apiUrl')}/productDetails?productNumber=${productNumber}&id=${code}`);
  await page
    .getByRole('button', { name: /to cart$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Your contact details' });
  await dialog.getByLabel('Mobile').fill('+34600000001');
  await dialog.getByLabel('Email').fill('axe@cart.test');
  await dialog.getByRole('button', { name: 'Save and add to cart' }).click();
  await page.getByText('Added to cart.').waitFor();
  signedIn = await context.storageState();
  await context.close();
}, 120_000);
afterAll(() => browser?.close());

/** Each page, and what shows it is ready to be checked. The signed-in pages are visited one after another in one
 *  context; `onPrevious` checks again the page the previous check left open, after `ready` changed it. */
const pages: {
  name: string;
  path: string;
  ready: (page: Page) => Promise<unknown>;
  signedIn: boolean;
  onPrevious?: boolean;
}[] = [
  {
    name: 'login',
    path: `/login?id=${code}`,
    signedIn: false,
    ready: (p) => p.locator('.entry-card form').first().waitFor(),
  },
  {
    name: 'home',
    path: `/index/home?id=${code}`,
    signedIn: true,
    ready: (p) => p.locator('.product-card:not(.product-card--skeleton)').first().waitFor(),
  },
  {
    name: 'chat',
    path: `/index/home?id=${code}`,
    signedIn: true,
    onPrevious: true,
    ready: async (p) => {
      await p.locator('header button[aria-controls="chat-panel"], header .chat-button').first().click();
      // The panel's entry animation, waited out rather than slept through (one cancelled by a re-render is over too).
      await p
        .locator('#chat-panel')
        .evaluate((panel) =>
          Promise.all(panel.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
        );
    },
  },
  {
    name: 'product centre',
    path: `/index/productCenter?id=${code}`,
    signedIn: true,
    ready: (p) => p.locator('.product-card:not(.product-card--skeleton)').first().waitFor(),
  },
  {
    name: 'detail',
    path: '/productDetails?productNumber=PRODUCT&id=' + code,
    signedIn: true,
    // The detail is drawn from the boot's early answer, before the cart's lines say whether its toggle is pressed.
    ready: async (p) => {
      await p.locator('#detail-title').waitFor();
      await p.waitForLoadState('networkidle');
    },
  },
  {
    name: 'cart',
    path: `/index/shoppingCart?id=${code}`,
    signedIn: true,
    ready: (p) => p.locator('.cart-lines__list li').first().waitFor(),
  },
];

describe('axe on the buyer pages', () => {
  for (const locale of ['en', 'ar'])
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ])
      it(`${locale} at ${viewport.width}px has no violations`, async () => {
        const found: string[] = [];
        // One context signed out (the login page) and one signed in (every other page), not one per page.
        const opened = new Map<boolean, Page>();
        const pageFor = async (signed: boolean) => {
          if (!opened.has(signed)) {
            const context = await browser.newContext({
              viewport,
              locale: locale === 'ar' ? 'ar' : 'en-US',
              storageState: signed ? signedIn : undefined,
            });
            await context.addInitScript((l) => localStorage.setItem('vitrine.locale', l), locale);
            opened.set(signed, await context.newPage());
          }
          return opened.get(signed)!;
        };
        for (const target of pages) {
          const page = await pageFor(target.signedIn);
          if (!target.onPrevious) await page.goto(inject('apiUrl') + target.path.replace('PRODUCT', productNumber));
          await target.ready(page);
          await page.evaluate(() => document.fonts.ready);
          // Judged as a buyer sees it once settled: a control whose state flipped a moment ago is still in its colour
          // transition, half one colour and half the other. Endless animations (skeletons) are not waited for.
          await page.evaluate(() =>
            Promise.all(
              document
                .getAnimations()
                .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
                .map((a) => a.finished.catch(() => undefined)),
            ),
          );
          const violations = await runAxe(page);
          if (violations.length)
            found.push(describeViolations(`${target.name} (${locale}, ${viewport.width})`, violations));
        }
        for (const page of opened.values()) await page.context().close();
        expect(found, found.join('\n')).toEqual([]);
      });
});
