// The console's Buyers room (issue 24) in chromium, against the real server:
// - a buyer signs in on the private share; the demo admin finds them by company in the Buyers room and blocks them;
//   the buyer's open page is refused at its next call (the expired-login message) and signing in again says the
//   account is abnormal;
// - on a share that approves new accounts, a buyer who registers is told (translated) to wait; the admin approves
//   them in the Buyers room and they sign in; the buyer's conversations link opens the desk filtered to them;
// - a share's QR print sheet is the only thing printed (tests/.artifacts/screenshots/console-share-print.png);
// - screens of the room at 1440x900 and 390x844 in zh-CN and ar into tests/.artifacts/screenshots/console-buyers-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { consolePage } from './consoleSession';
import { registerBuyer, signInAsBuyer } from './buyerSession';
import { must } from '../api/wire';
import { PRIVATE_SHARE_SETTINGS } from '../api/shareSettings';
import { itTakesScreens, keepScreen } from './screens';

const shots = 'tests/.artifacts/screenshots';
const stamp = Date.now().toString(36).slice(-5);
const PASSWORD = 'Blocked2026a';
let browser: Browser;

async function openConsole(viewport?: { width: number; height: number }, locale?: string): Promise<Page> {
  const page = await consolePage(browser, { viewport, locale });
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${inject('apiUrl')}/console/buyers`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchChromium();
}, 60_000);
afterAll(() => browser?.close());

describe('Buyers room', () => {
  it("blocks a buyer: the buyer's open session is refused at its next call, and sign-in says why", async () => {
    const company = `Blocked Toys ${stamp}`;
    const account = await registerBuyer('blk', PASSWORD, { companyName: company });
    const buyer = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })
    ).newPage();
    await signInAsBuyer(buyer, account, PASSWORD);

    const admin = await openConsole();
    await admin.getByRole('searchbox', { name: 'Search buyers' }).fill(company);
    const row = admin.locator('.buyers-table tbody tr', { hasText: account });
    await row.waitFor();
    expect(await row.textContent()).toContain(DEMO_SHARES.private.code);
    await admin.getByRole('button', { name: `Block ${account}` }).click();
    await row.getByText('Blocked', { exact: true }).waitFor();

    // The buyer's next call: open another page of the catalogue.
    await buyer.goto(`${inject('apiUrl')}/index/productCenter?id=${DEMO_SHARES.private.code}`);
    await buyer.getByText('Login expired, please log in again.').first().waitFor({ timeout: 15_000 });
    // The login dialog (the header has a "Sign in" button of its own once the session is gone).
    const dialog = buyer.locator('.entry-panel');
    await dialog.getByLabel('Account').fill(account);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .poll(() => buyer.getByRole('alert').allTextContents())
      .toContainEqual(expect.stringContaining('This account is abnormal'));
    await Promise.all([admin.context().close(), buyer.context().close()]);
  });

  it('a registration waits for approval, the admin approves it, and the buyer signs in', async () => {
    const admin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
    const share = await must<{ shareRandomCode: string }>(
      'ConsoleSaveShare',
      {
        label: `Approval ${stamp}`,
        kind: 'private',
        settings: { ...PRIVATE_SHARE_SETTINGS, needsApproval: true },
      },
      admin,
    );
    const account = `appr${stamp}7`;
    const buyer = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })
    ).newPage();
    await buyer.goto(`${inject('apiUrl')}/login?id=${share.shareRandomCode}`);
    await buyer.getByRole('button', { name: 'Register' }).click();
    await buyer.getByLabel('Account').fill(account);
    await buyer.locator('input[name=password]').fill(PASSWORD);
    await buyer.getByLabel('Confirm password').fill(PASSWORD);
    await buyer.getByLabel('Name', { exact: true }).fill('Waiting Buyer');
    await buyer.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => buyer.getByRole('alert').allTextContents())
      .toContainEqual(expect.stringContaining('The company approves new accounts'));

    const room = await openConsole();
    await room.getByRole('searchbox', { name: 'Search buyers' }).fill(account);
    const row = room.locator('.buyers-table tbody tr', { hasText: account });
    await row.getByText('Waiting for approval').waitFor();
    await keepScreen(room, { path: `${shots}/console-buyers-pending-en-1440.png` });
    await room.getByRole('button', { name: `Approve ${account}` }).click();
    await row.getByText('Active', { exact: true }).waitFor();

    await buyer.getByRole('button', { name: 'Sign in', exact: true }).first().click();
    await buyer.getByLabel('Account').fill(account);
    await buyer.getByLabel('Password').fill(PASSWORD);
    await buyer.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await buyer.waitForURL(/\/index\/home/);

    // The buyer's conversations are one link away: the desk opens filtered to the account.
    await room.getByRole('link', { name: `Conversations of ${account}` }).click();
    await room.waitForURL(/\/console\/service\?buyer=/);
    expect(await room.getByRole('searchbox').first().inputValue()).toBe(account);
    await must('ConsoleDeleteShare', { shareRandomCode: share.shareRandomCode }, admin);
    await Promise.all([room.context().close(), buyer.context().close()]);
  });

  it("prints a share's QR code on a sheet of its own", async () => {
    const page = await openConsole();
    await page.goto(`${inject('apiUrl')}/console/access`);
    await page.locator('.access-table__open', { hasText: DEMO_SHARES.public.code }).click();
    await page.getByRole('button', { name: 'Print sheet' }).waitFor();
    await page.evaluate(() => (document.documentElement.dataset.printing = 'share'));
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.share-print').isVisible()).toBe(true);
    expect(await page.locator('.share-print').textContent()).toContain(DEMO_SHARES.public.code);
    await keepScreen(page, { path: `${shots}/console-share-print.png` });
    await page.context().close();
  });

  itTakesScreens('screens in zh-CN and ar at 1440 and 390', async () => {
    for (const locale of ['zh-CN', 'ar'])
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const page = await openConsole(viewport, locale);
        await page.locator('.buyers-table tbody tr').first().waitFor();
        await keepScreen(page, { path: `${shots}/console-buyers-${locale}-${viewport.width}.png` });
        await page.context().close();
      }
  });
});
