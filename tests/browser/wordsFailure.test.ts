// The language's words (its catalogue chunk) fail to download, as on a trade fair's network, and the buyer is never
// left with a blank page (docs/decisions.md, "Words that do not load"):
// - French words missing: the login page opens in English with a notice, French stays the buyer's choice, and Try
//   again, once the network is back, shows the page in French;
// - every language's words missing: a page says the catalogue could not be loaded, and Try again brings it back.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const login = () => `${inject('apiUrl')}/login?id=${DEMO_SHARES.private.code}`;
const CATALOGUES = '**/assets/messages-*.js';

/** Cuts the catalogue chunks whose words match (the chunks' names are hashes, their words tell the language). */
const cut = (page: Page, words: (body: string) => boolean) =>
  page.route(CATALOGUES, async (route: Route) => {
    const response = await route.fetch();
    if (words(await response.text())) await route.abort('internetdisconnected');
    else await route.fulfill({ response });
  });

async function frenchPage() {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('vitrine.locale', 'fr');
    sessionStorage.setItem('seeded', '1');
  });
  return context.newPage();
}

it('French words missing: the page opens in English with a notice, and Try again brings French', async () => {
  const page = await frenchPage();
  await cut(page, (body) => body.includes('Mot de passe'));
  await page.goto(login());
  const notice = page.getByRole('alert').filter({ hasText: 'shown in English' });
  await notice.waitFor({ timeout: 15_000 });
  expect(await page.getByLabel('Password').isVisible()).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('vitrine.locale'))).toBe('fr');
  await page.unroute(CATALOGUES);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await page.getByLabel('Mot de passe').waitFor({ timeout: 15_000 });
  expect(await notice.count()).toBe(0);
  await page.context().close();
});

it('no words at all: a page says so, and Try again brings the catalogue back', async () => {
  const page = await frenchPage();
  await cut(page, () => true);
  await page.goto(login());
  await page.getByRole('heading', { name: 'The catalogue could not be loaded' }).waitFor({ timeout: 15_000 });
  await page.unroute(CATALOGUES);
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByLabel('Mot de passe').waitFor({ timeout: 15_000 });
  await page.context().close();
});
