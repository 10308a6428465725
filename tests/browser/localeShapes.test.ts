// protocol/localeShapes.gen.ts was learned from Node's Intl; buyers' pages format with it instead of their browser's.
// Cases: Debian's Chromium, whose Intl the pages would otherwise use, teaches exactly the same table — every site
// language's separators, grouping, price patterns and symbols for every currency, and medium dates.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { localeShapes } from '../../protocol/localeShapes.gen';
import { learnInPage } from '../../scripts/localeShapes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

it('Chromium’s Intl teaches the committed table', async () => {
  const page = await browser.newPage();
  await page.setContent('<p>shapes</p>');
  // As `npm run gen:locale-shapes` learns it.
  const learned = await learnInPage(page);
  expect(learned).toEqual(localeShapes);
});
