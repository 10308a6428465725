// The printable label sheet (issue 26): staff select products in the console's catalogue and print one label per
// product — its QR code, number and name in the console's language; printed, only the sheet shows. Screenshots of the
// sheet at 1440×900 and 390×844 in en and ar go to tests/.artifacts/screenshots/.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_ADMIN } from '../../server/demo/demoShares';
import { itTakesScreens, keepScreen } from './screens';

const shots = 'tests/.artifacts/screenshots';
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchChromium();
}, 60_000);
afterAll(() => browser?.close());

async function sheetOf(locale: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  await context.addInitScript((l) => localStorage.setItem('vitrine.locale', l), locale);
  const page = await context.newPage();
  await page.goto(`${inject('apiUrl')}/console`);
  await page.locator('input[name="account"]').fill(DEMO_ADMIN.account);
  await page.locator('input[name="password"]').fill(DEMO_ADMIN.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/console\/orders/);
  await page.goto(`${inject('apiUrl')}/console/catalogue`);
  await page.locator('.catalogue-row').first().waitFor();
  const boxes = page.locator('.catalogue-row input[type="checkbox"]');
  for (const i of [1, 2, 3]) await boxes.nth(i).check();
  await page
    .locator('.catalogue__bulk button')
    .filter({ has: page.locator('text=/Print labels|طباعة الملصقات/') })
    .click();
  return page;
}

describe('label sheet', () => {
  it('prints one label per selected product: QR code, number and name, and nothing else', async () => {
    const page = await sheetOf('en', { width: 1440, height: 900 });
    const sheet = page.getByRole('dialog', { name: 'Product labels' });
    const labels = sheet.locator('.label-sheet__label');
    expect(await labels.count()).toBe(3);
    expect(await labels.first().locator('svg path').count()).toBeGreaterThan(0);
    expect(await labels.first().locator('.label-sheet__number').textContent()).toMatch(/^[A-Z]{2}\d+/);
    expect((await labels.first().locator('.label-sheet__name').textContent())!.length).toBeGreaterThan(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.console, #root').first().isVisible()).toBe(false);
    expect(await sheet.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await labels.first().isVisible()).toBe(true);
    await keepScreen(page, { path: `${shots}/label-sheet-print-en.png`, fullPage: true });
    await page.context().close();
  }, 60_000);

  itTakesScreens(
    'screenshots of the sheet at 1440 and 390 in en and ar',
    async () => {
      for (const locale of ['en', 'ar'])
        for (const viewport of [
          { width: 1440, height: 900 },
          { width: 390, height: 844 },
        ]) {
          const page = await sheetOf(locale, viewport);
          await page.locator('.label-sheet__label').first().waitFor();
          await keepScreen(page, { path: `${shots}/label-sheet-${locale}-${viewport.width}.png` });
          await page.context().close();
        }
    },
    90_000,
  );
});
