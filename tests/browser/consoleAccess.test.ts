// The console's Access room (issue 24) in chromium, against the real server:
// - the demo admin opens Access from the console bar and sees the demo's shares in the table;
// - creates a private share that hides prices and shows factory numbers; a new buyer in another browser context
//   opens its link, registers, and sees product cards without prices and with factory numbers;
// - issues an invitation code on SUNNYCODE for an email; a buyer signs in with it; the admin revokes it, and the
//   next sign-in with it is refused with the spec's 413 message;
// - a share's link is copied to the clipboard and its QR code downloads as a 480 px PNG named by its code;
// - leaving a share with unsaved changes asks first, for another share or another room; Discard brings the saved settings back;
// - screens of the room at 1440x900 and 390x844 in zh-CN and ar into tests/.artifacts/screenshots/console-access-*.png
//   (at 1440 the invitation codes too, console-access-codes-*).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchChromium } from '../setup/chromium';
import { DEMO_ADMIN, DEMO_COMPANY_NUMBER, DEMO_SHARES } from '../../server/demo/demoShares';
import { consolePage } from './consoleSession';
import { must, wire } from '../api/wire';
import { keepScreen } from './screens';

const shots = 'tests/.artifacts/screenshots';
const stamp = Date.now().toString(36).slice(-5);
const LABEL = `Fair ${stamp}`;
let browser: Browser;
let admin: Page;
let made: string | null = null;

const openConsole = (viewport?: { width: number; height: number }, locale?: string) =>
  consolePage(browser, { viewport, locale });

async function buyerPage(path: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${inject('apiUrl')}${path}`);
  return page;
}

async function codeSignIn(email: string, code: string) {
  const page = await buyerPage(`/login?id=${DEMO_SHARES.code.code}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Company number').fill(DEMO_COMPANY_NUMBER);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return page;
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchChromium();
  admin = await openConsole();
}, 60_000);
afterAll(async () => {
  if (made)
    await wire(
      'ConsoleDeleteShare',
      { shareRandomCode: made },
      { token: (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token },
    );
  await browser?.close();
});

describe('Access room', () => {
  it('opens from the console bar with the demo shares in the table', async () => {
    await admin.getByRole('navigation', { name: 'Console rooms' }).getByRole('link', { name: 'Access' }).click();
    await admin.waitForURL(/\/console\/access/);
    await admin.getByRole('heading', { level: 1, name: 'Access' }).waitFor();
    const codes = await admin.locator('.access-table__code').allInnerTexts();
    expect(codes).toEqual(
      expect.arrayContaining([DEMO_SHARES.public.code, DEMO_SHARES.code.code, DEMO_SHARES.private.code]),
    );
  });

  it('a new private share without prices and with factory numbers is exactly what its new buyer sees', async () => {
    await admin.getByRole('button', { name: 'New share' }).click();
    await admin.getByLabel('Share name').fill(LABEL);
    await admin.getByRole('radio', { name: /^Private/ }).check();
    await admin.getByRole('switch', { name: /^Show prices/ }).uncheck();
    await admin.getByRole('radio', { name: 'Factory number' }).check();
    // The preview follows the form before anything is saved.
    expect(await admin.locator('.share-preview__noprice').innerText()).toBe('Price on request');
    expect(await admin.locator('.share-preview__number').innerText()).toBe('F-7712-3');
    expect(await admin.locator('.share-editor__status').innerText()).toBe('Unsaved changes');
    await admin.getByRole('button', { name: 'Create share' }).click();
    const link = admin.getByLabel('Share link');
    await link.waitFor();
    const url = await link.inputValue();
    made = new URL(url).searchParams.get('id');
    expect(made).toMatch(/^[A-Z2-9]{9}$/);
    expect(await admin.locator('tr[data-selected] .access-table__label').innerText()).toBe(LABEL);

    const buyer = await buyerPage(`/login?id=${made}`);
    await buyer.getByRole('button', { name: 'Register' }).click();
    await buyer.getByLabel('Account').fill(`fair${stamp}9`);
    await buyer.locator('input[name=password]').fill('Fair2027ok');
    await buyer.getByLabel('Confirm password').fill('Fair2027ok');
    await buyer.getByLabel('Name', { exact: true }).fill('Noor Haddad');
    await buyer.getByLabel('Email').fill(`fair${stamp}@buyers.test`);
    await buyer.getByRole('button', { name: 'Create account' }).click();
    await buyer.waitForURL(new RegExp(`/index/home\\?id=${made}`));
    const numberTags = buyer.locator('.product-card .product-card__number');
    await numberTags.first().waitFor({ timeout: 20_000 });
    const numbers = await numberTags.allInnerTexts();
    for (const n of numbers) expect(n).toMatch(/^\d{3}-\d{3}$/); // the demo's factory numbers, never SB000…
    expect(await buyer.locator('.product-card__price').count()).toBe(0);
    await buyer.context().close();
  });

  it('an invitation code opens SUNNYCODE until it is revoked, then the spec’s 413 message', async () => {
    const email = `guest${stamp}@fair.test`;
    await admin.locator('.access-table__open', { hasText: DEMO_SHARES.code.code }).click();
    await admin.getByLabel("Buyers' emails").fill(email);
    await admin.getByRole('button', { name: 'Issue code' }).click();
    const row = admin.locator('.share-codes__table tr[data-fresh]');
    await row.waitFor();
    const code = await row.locator('.share-codes__code').innerText();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await row.locator('.share-codes__state').innerText()).toBe('Not used yet');

    const first = await codeSignIn(email, code);
    await first.waitForURL(/\/index\/home\?id=SUNNYCODE/);
    await first.context().close();

    await admin.getByRole('button', { name: `Revoke code ${code}` }).click();
    await expect.poll(() => row.locator('.share-codes__state').innerText()).toBe('Revoked');

    const again = await codeSignIn(email, code);
    await expect
      .poll(() => again.getByRole('alert').textContent())
      .toContain('Verification code error, please contact the company.');
    expect(new URL(again.url()).pathname).toBe('/login');
    await again.context().close();
  });

  it("copies a share's link and downloads its QR code as a PNG", async () => {
    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('apiUrl') });
    await admin.locator('.access-table__open', { hasText: DEMO_SHARES.public.code }).click();
    const link = await admin.getByLabel('Share link').inputValue();
    expect(new URL(link).searchParams.get('id')).toBe(DEMO_SHARES.public.code);
    await admin.getByRole('button', { name: 'Copy link' }).click();
    await admin.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`share-${DEMO_SHARES.public.code}.png`);
    const picture = await sharp(await download.path()).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['png', 480, 480]);
  });

  it('asks before leaving a share with unsaved changes; Discard brings the saved settings back', async () => {
    await admin.locator('.access-table__open', { hasText: DEMO_SHARES.code.code }).click();
    const name = admin.getByLabel('Share name');
    const saved = await name.inputValue();
    await name.fill('Half-typed name');
    let asked = '';
    admin.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await admin.locator('.access-table__open', { hasText: DEMO_SHARES.public.code }).click();
    await expect.poll(() => asked).toBe('Leave this share without saving your changes?');
    expect(await name.inputValue()).toBe('Half-typed name');
    // Leaving the room asks too; staying keeps the typing.
    asked = '';
    admin.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await admin.getByRole('navigation', { name: 'Console rooms' }).getByRole('link', { name: 'Buyers' }).click();
    await expect.poll(() => asked).toBe('Leave this share without saving your changes?');
    expect(new URL(admin.url()).pathname).toBe('/console/access');
    expect(await name.inputValue()).toBe('Half-typed name');
    await admin.getByRole('button', { name: 'Discard changes' }).click();
    expect(await name.inputValue()).toBe(saved);
    expect(await admin.locator('.share-editor__status').innerText()).toBe('');
  });

  it('screens at 1440 and 390 in zh-CN and ar', async () => {
    for (const locale of (process.env.SHOT_LOCALES ?? 'zh-CN,ar').split(',')) {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const page = await openConsole(viewport, locale);
        await page.goto(`${inject('apiUrl')}/console/access`);
        await page.locator('.access-table').waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        if (viewport.width < 500)
          await keepScreen(page, {
            path: `${shots}/console-access-list-${locale}-${viewport.width}.png`,
            fullPage: true,
          });
        await page.locator('.access-table__open', { hasText: DEMO_SHARES.code.code }).click();
        await page.locator('.share-codes__table').waitFor();
        await keepScreen(page, {
          path: `${shots}/console-access-${locale}-${viewport.width}.png`,
          fullPage: viewport.width < 500,
        });
        // The codes sit below the fold of the wide editor's own scroll: shown on their own.
        if (viewport.width > 500)
          await keepScreen(page.locator('.share-codes'), {
            path: `${shots}/console-access-codes-${locale}-${viewport.width}.png`,
          });
        // Nothing wider than the window.
        const wide = await page.evaluate((w) => {
          const clipped = (e: Element) => {
            for (let p = e.parentElement; p && p !== document.body; p = p.parentElement)
              if (getComputedStyle(p).overflowX !== 'visible') return true;
            return false;
          };
          return [...document.querySelectorAll('body *')]
            .filter(
              (e) => (e.getBoundingClientRect().right > w + 1 || e.getBoundingClientRect().left < -1) && !clipped(e),
            )
            .slice(0, 5)
            .map(
              (e) =>
                `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().left)}..${Math.round(e.getBoundingClientRect().right)}`,
            );
        }, viewport.width);
        expect(wide).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.context().close();
      }
    }
  });
});
