// The console's Staff room (issue 24) in chromium, against the real server:
// - the demo admin creates an account with only the service role (leaving the room half-way asks first) and reads
//   its one-time password once; signed in with it in another browser, the console shows the conversations room and
//   no other tab;
// - the admin disables that account: its open console is refused at its next call (back to the sign-in form);
// - the activity log shows who did it, and its search finds the account;
// - screens of the room (accounts with the one-time password, the activity log) at 1440x900 and 390x844 in zh-CN and
//   ar into tests/.artifacts/screenshots/console-staff-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_ADMIN } from '../../server/demo/demoShares';
import { signInToConsole } from './consoleSession';
import { itTakesScreens, keepScreen } from './screens';

const shots = 'tests/.artifacts/screenshots';
const stamp = Date.now().toString(36).slice(-5);
let browser: Browser;

const signIn = (account: string, password: string, viewport?: { width: number; height: number }, locale?: string) =>
  signInToConsole(browser, { account, password, viewport, locale });
const rooms = (page: Page) =>
  page.getByRole('navigation', { name: 'Console rooms' }).getByRole('link').allTextContents();

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchChromium();
}, 60_000);
afterAll(() => browser?.close());

describe('Staff room', () => {
  it('a service-only account sees only conversations; disabled, its open console is refused at the next call', async () => {
    const admin = await signIn(DEMO_ADMIN.account, DEMO_ADMIN.password);
    await admin.waitForURL(/\/console\/orders/);
    await admin.getByRole('navigation', { name: 'Console rooms' }).getByRole('link', { name: 'Staff' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await admin.getByRole('button', { name: 'New account' }).click();
    const account = `desk${stamp}`;
    await admin.getByLabel('Name', { exact: true }).fill('Desk Person');
    await admin.getByLabel('Sign-in name').fill(account);
    await admin.getByRole('checkbox', { name: /Service/ }).check();
    // Leaving the room half-way asks first; staying keeps the typing.
    let asked = '';
    admin.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await admin.getByRole('navigation', { name: 'Console rooms' }).getByRole('link', { name: 'Buyers' }).click();
    await expect.poll(() => asked).toBe('Leave this account without saving your changes?');
    expect(await admin.getByLabel('Sign-in name').inputValue()).toBe(account);
    await admin.getByRole('button', { name: 'Create account' }).click();
    const shown = admin.locator('.staff-password code');
    await shown.waitFor();
    const password = (await shown.textContent())!;
    expect(password).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const desk = await signIn(account, password);
    await desk.waitForURL(/\/console\/service/);
    await desk.getByRole('heading', { level: 1, name: 'Conversations' }).waitFor();
    expect(await rooms(desk)).toEqual(['Conversations']);

    await admin.getByRole('button', { name: 'Disable account' }).click();
    await admin.getByRole('button', { name: 'Enable account' }).waitFor();
    await desk.reload();
    await desk.locator('input[name="password"]').waitFor();
    await desk.getByText('Your session has ended, please sign in again.').waitFor();

    await admin.getByRole('tab', { name: 'Activity log' }).click();
    await admin.getByRole('searchbox', { name: 'Search the activity log' }).fill(account);
    const rows = admin.locator('.staff-table--log tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain('Staff account disabled');
    expect(await rows.first().textContent()).toContain(DEMO_ADMIN.account);
    await Promise.all([admin.context().close(), desk.context().close()]);
  });

  itTakesScreens('screens in zh-CN and ar at 1440 and 390', async () => {
    for (const locale of ['zh-CN', 'ar'])
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const page = await signIn(DEMO_ADMIN.account, DEMO_ADMIN.password, viewport, locale);
        await page.waitForURL(/\/console\/orders/);
        await page.goto(`${inject('apiUrl')}/console/staff`);
        await page.locator('.staff-table tbody tr').first().waitFor();
        const name = `${locale}-${viewport.width}`;
        await keepScreen(page, { path: `${shots}/console-staff-list-${name}.png` });
        await page.locator('.staff__new').click();
        await page
          .locator('.staff-field input')
          .first()
          .fill(locale === 'ar' ? 'مريم' : '王小明');
        await page
          .locator('.staff-field input')
          .nth(1)
          .fill(`s${locale.slice(0, 2)}${viewport.width}${stamp}`);
        await page.locator('.staff-check input').nth(1).check();
        await page.locator('.staff-card button[type="submit"]').click();
        await page.locator('.staff-password code').waitFor();
        await keepScreen(page, { path: `${shots}/console-staff-new-${name}.png`, fullPage: true });
        await page.locator('.staff__tab').nth(1).click();
        await page.locator('.staff-table--log tbody tr').first().waitFor();
        await keepScreen(page, { path: `${shots}/console-staff-log-${name}.png` });
        await page.context().close();
      }
  });
});
