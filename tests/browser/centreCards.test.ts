// The product centre's first load on a phone draws each card once (issue 29). Its cards used to be drawn hidden in one
// column until the list knew its width, then thrown away and drawn again in two: the work was the page's longest task
// on a phone (Lighthouse's total blocking time 391 ms). Its first card's picture, the phone's LCP, is asked for as
// the list's answer comes, not once the cards are drawn. Cases: the phone's product centre, and a search's results,
// which use the same list. The preloads leave <head> once the cards are drawn.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('product centre cards on a phone', () => {
  it.each(['/index/productCenter', '/index/productCenter?keyword=bear'])(
    '%s draws each card once while it loads, its first picture asked for first',
    async (path) => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      // Counts the product cards put into and taken out of the page from its first moment.
      await context.addInitScript(() => {
        const w = window as unknown as { cardsAdded: number; cardsRemoved: number };
        w.cardsAdded = 0;
        w.cardsRemoved = 0;
        const cardsIn = (nodes: NodeList) =>
          [...nodes].reduce(
            (n, node) =>
              node instanceof Element
                ? n + (node.matches('a.product-card') ? 1 : 0) + node.querySelectorAll('a.product-card').length
                : n,
            0,
          );
        new MutationObserver((records) => {
          for (const r of records) {
            w.cardsAdded += cardsIn(r.addedNodes);
            w.cardsRemoved += cardsIn(r.removedNodes);
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
      await page.getByRole('button', { name: 'Enter the catalogue' }).click();
      await page.waitForURL(/\/index\/home/);
      const url = `${inject('apiUrl')}${path}${path.includes('?') ? '&' : '?'}id=${DEMO_SHARES.public.code}`;
      await page.goto(url);
      await page.locator('a.product-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      const counts = await page.evaluate(() => {
        const w = window as unknown as { cardsAdded: number; cardsRemoved: number };
        return {
          added: w.cardsAdded,
          removed: w.cardsRemoved,
          shown: document.querySelectorAll('a.product-card').length,
        };
      });
      // Two cards a row: the first row is side by side, as the buyer sees it.
      const [first, second] = await page
        .locator('a.product-card')
        .evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getBoundingClientRect().top));
      expect(second).toBe(first);
      expect(counts.removed, JSON.stringify(counts)).toBe(0);
      expect(counts.added).toBe(counts.shown);
      // The first card's picture (a phone's LCP) is fetched by the preload made when the list's answer came in, not
      // by its <img> once the cards are drawn.
      const picture = await page
        .locator('a.product-card img')
        .first()
        .evaluate((img) => (img as HTMLImageElement).currentSrc);
      const fetchedBy = await page.evaluate(
        (src) => performance.getEntriesByName(src).map((e) => (e as PerformanceResourceTiming).initiatorType),
        picture,
      );
      expect(fetchedBy).toEqual(['link']);
      // Once the cards have their pictures the preloads are gone from <head>: none piles up list after list.
      expect(await page.locator('head link[rel="preload"][as="image"]').count()).toBe(0);
      await context.close();
    },
    60_000,
  );
});
