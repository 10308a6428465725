// Whole phrases in chromium (issue 28), on the public share, in en, ja and ar at 1440 and 390: "toy car for
// grandchildren" typed in the header shows toy cars with a line naming the unmatched word, and the product centre
// shows the same line above its cards; "for the" in the product centre says the words are too common instead of
// listing the catalogue. Screenshots into tests/.artifacts/screenshots/phrase-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { publicVisitorPage } from './buyerSession';
import { keepScreen } from './screens';

const shots = 'tests/.artifacts/screenshots';
const code = DEMO_SHARES.public.code;
const PHRASE = 'toy car for grandchildren';
/** The start of the partial-match line in each language, and of the stop-words answer. */
const SAID: Record<string, { partial: RegExp; common: RegExp }> = {
  en: { partial: /Showing the closest matches — no match for “grandchildren”/, common: /too common/ },
  ja: { partial: /近い商品を表示しています — 「grandchildren」/, common: /一般的すぎる/ },
  ar: { partial: /عرض أقرب النتائج — لا نتائج لـ «grandchildren»/, common: /شائعة جدًا/ },
};
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());

/** A new visitor of the public share on the home page, in `locale`. */
function signedIn(width: number, locale: string): Promise<Page> {
  return publicVisitorPage(browser, `/index/home?id=${code}`, locale, { width, height: width > 500 ? 900 : 844 });
}

describe('phrase search', () => {
  it('names the unmatched word in the header and the product centre; stop words only are answered', async () => {
    for (const locale of ['en', 'ja', 'ar']) {
      for (const width of [1440, 390]) {
        const page = await signedIn(width, locale);
        const input = page.locator('header [role="combobox"]').first();
        await input.click();
        await input.pressSequentially(PHRASE, { delay: 20 });
        await expect.poll(() => input.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
        const line = page.locator('.m-search__partial');
        await expect.poll(() => line.innerText(), { timeout: 10_000 }).toMatch(SAID[locale].partial);
        await page
          .locator('[role="listbox"] img')
          .first()
          .evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
        await keepScreen(page, { path: `${shots}/phrase-suggestions-${locale}-${width}.png` });

        await page.keyboard.press('Enter'); // no active option: the product centre's search
        await page.waitForURL(/\/index\/productCenter\?.*keyword=/);
        const note = page.locator('.centre__partial');
        await expect.poll(() => note.innerText(), { timeout: 10_000 }).toMatch(SAID[locale].partial);
        // The cards are drawn once the list has measured its place, a frame after the line above them.
        await expect.poll(() => page.locator('.product-list a, .product-list article').count()).toBeGreaterThan(0);
        await keepScreen(page, { path: `${shots}/phrase-centre-${locale}-${width}.png` });

        await page.goto(`${inject('apiUrl')}/index/productCenter?id=${code}&keyword=for%20the`);
        await expect
          .poll(() => page.locator('.centre .empty-state').innerText(), { timeout: 10_000 })
          .toMatch(SAID[locale].common);
        if (width === 1440) await keepScreen(page, { path: `${shots}/phrase-stopwords-${locale}-${width}.png` });
        await page.context().close();
      }
    }
  }, 240_000);
});
