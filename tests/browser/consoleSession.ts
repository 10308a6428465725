// The console's sign-in as office staff do it, shared by the console's browser tests: a fresh browser context at a
// viewport, with the console's stored language when one is given, signed in from the sign-in page.
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ADMIN } from '../../server/demo/demoShares';

export interface ConsoleVisit {
  viewport?: { width: number; height: number };
  /** A locale tag the console starts in (vitrine.locale); the browser itself stays en-US. */
  locale?: string;
  account?: string;
  password?: string;
  /** A server of the test's own (a supplier without demo data); the shared test server when absent. */
  baseUrl?: string;
}

/** Signs in and answers the page once the console's first room is open (the demo admin's is the orders inbox). */
export async function consolePage(browser: Browser, visit: ConsoleVisit = {}): Promise<Page> {
  const page = await signInToConsole(browser, visit);
  await page.waitForURL(/\/console\/\w+/);
  return page;
}

/** Signs in without waiting for a room: for accounts the console may refuse. */
export async function signInToConsole(browser: Browser, visit: ConsoleVisit = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: visit.viewport ?? { width: 1440, height: 900 },
    locale: 'en-US',
  });
  if (visit.locale) await context.addInitScript((l) => localStorage.setItem('vitrine.locale', l), visit.locale);
  const page = await context.newPage();
  await page.goto(`${visit.baseUrl ?? inject('apiUrl')}/console`);
  await page.locator('input[name="account"]').fill(visit.account ?? DEMO_ADMIN.account);
  await page.locator('input[name="password"]').fill(visit.password ?? DEMO_ADMIN.password);
  await page.locator('form button[type="submit"]').click();
  return page;
}
