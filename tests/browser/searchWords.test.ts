// The console's Search words room (issue 16) in chromium, against the real server:
// - the demo admin opens Search words from the console bar, sees the built-in vocabulary (toy car in 16 languages);
// - adds a group by typing words and Enter (a pasted "a, b" list becomes two words), saves, and reads "Saved";
// - a buyer on the public share types the new word in the header search and gets teddy products suggested;
// - a group of one word is refused in the form with the rule, and nothing is saved; removing the groups and saving
//   takes the word away (a buyer's search for it finds nothing);
// - screens at 1440x900 and 390x844 in en and ar into tests/.artifacts/screenshots/console-search-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { consolePage } from './consoleSession';
import { must } from '../api/wire';
import { keepScreen } from './screens';

const shots = 'tests/.artifacts/screenshots';
const WORD = 'zorbix';
let browser: Browser;
let console_: Page;
/** The room's save status line (the page has other live regions). */
const status = (page: Page) => page.locator('.synonyms__status');

const openConsole = (viewport?: { width: number; height: number }, locale?: string) =>
  consolePage(browser, { viewport, locale });

/** What the header search suggests to a public visitor for `keyword`, once the first suggestion reads `first`. A
 *  prefix's answer stays on screen while the whole word's loads (keepPreviousData), so the list is polled, not read. */
async function buyerSuggestions(keyword: string, first: RegExp): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
  await page.getByRole('button', { name: 'Enter the catalogue' }).click();
  await page.waitForURL(/\/index\/home/);
  const input = page.locator('header [role="combobox"]').first();
  await input.click();
  await input.pressSequentially(keyword, { delay: 30 });
  const options = page.locator('[role="listbox"] [role="option"]');
  await expect.poll(async () => (await options.allInnerTexts())[0] ?? '', { timeout: 10_000 }).toMatch(first);
  expect(await input.getAttribute('aria-expanded')).toBe('true');
  const names = await options.allInnerTexts();
  await context.close();
  return names;
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchChromium();
  // Start from no words of the company's own, whatever an earlier run left.
  await must(
    'ConsoleSaveSearchSynonyms',
    { groups: [] },
    (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token,
  );
  console_ = await openConsole();
}, 60_000);
afterAll(() => browser?.close());

describe('Search words room', () => {
  it('opens from the console bar with the built-in vocabulary', async () => {
    await console_
      .getByRole('navigation', { name: 'Console rooms' })
      .getByRole('link', { name: 'Search words' })
      .click();
    await console_.waitForURL(/\/console\/search/);
    await console_.getByRole('heading', { level: 1, name: 'Search words' }).waitFor();
    expect(await console_.locator('.synonyms__empty').innerText()).toMatch(/^No words of your own yet/);
    const car = console_.locator('.synonyms__builtin summary', { hasText: /^toy car/ });
    await car.click();
    expect(await console_.locator('.synonyms__builtin details[open]').innerText()).toMatch(/汽车[\s\S]*voiture/);
  });

  it('adds a group, saves it, and the buyer’s header search suggests its products at once', async () => {
    await console_.getByRole('button', { name: 'Add a group' }).click();
    const input = console_.getByLabel('Add a word to group 1');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.pressSequentially(WORD);
    await input.press('Enter');
    // A pasted list becomes one word per item.
    await input.evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'teddy bear, ZORBIX');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    const chips = console_.locator('.synonyms__group .synonyms__chip > span');
    await expect.poll(() => chips.allInnerTexts()).toEqual([WORD, 'teddy bear']);
    // ZORBIX is the same word in another case: it stays in the box with the reason.
    expect(await console_.locator('.synonyms__problem').innerText()).toBe('That word is already in this group.');
    await input.fill('');
    expect(await status(console_).innerText()).toBe('Unsaved changes');
    await console_.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => status(console_).innerText()).toBe("Saved. Buyers' searches use these words now.");
    const names = await buyerSuggestions(WORD, /teddy/i);
    expect(names[0]).toMatch(/teddy/i);
  });

  it('refuses a group of one word in the form, saving nothing', async () => {
    await console_.getByRole('button', { name: 'Add a group' }).click();
    const input = console_.getByLabel('Add a word to group 2');
    await input.pressSequentially('lonely');
    await console_.getByRole('button', { name: 'Save', exact: true }).click();
    const problem = console_.locator('.synonyms__group').nth(1).locator('.synonyms__problem');
    expect(await problem.innerText()).toBe(
      'A group needs at least two different words: a search for one finds the other.',
    );
    expect(await console_.getByLabel('Add a word to group 2').getAttribute('aria-invalid')).toBe('true');
    const admin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
    expect((await must<{ groups: string[][] }>('ConsoleSearchSynonyms', {}, admin)).groups).toEqual([
      [WORD, 'teddy bear'],
    ]);
  });

  it('screens at 1440 and 390 in en and ar', async () => {
    for (const locale of (process.env.SHOT_LOCALES ?? 'en,ar').split(',')) {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const page = await openConsole(viewport, locale);
        await page.goto(`${inject('apiUrl')}/console/search`);
        await page.locator('.synonyms__group').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        // Nothing wider than the window.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await keepScreen(page, {
          path: `${shots}/console-search-${locale}-${viewport.width}.png`,
          fullPage: viewport.width < 500,
        });
        await page.context().close();
      }
    }
  });

  it('removing the group and saving takes the word away from buyers again', async () => {
    await console_.getByRole('button', { name: 'Remove group 2' }).click();
    await console_.getByRole('button', { name: 'Remove group 1' }).click();
    await console_.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => status(console_).innerText()).toBe("Saved. Buyers' searches use these words now.");
    expect(await console_.locator('.synonyms__empty').isVisible()).toBe(true);
    const buyer = (await must<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code }))
      .token;
    expect(
      (await must<{ totalCount: number }>('GetProductList', { keyword: WORD, pageIndex: 1, pageSize: 1 }, buyer))
        .totalCount,
    ).toBe(0);
  });
});
