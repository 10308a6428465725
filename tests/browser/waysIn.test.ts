// Each way in, end to end in chromium against the real server: public visitor, invitation code, private
// account, registration; an expired session brings the login dialog back; and the navigation rules.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_COMPANY_NUMBER, DEMO_SHARES } from '../../server/demo/demoShares';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function fresh(path: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(inject('apiUrl') + path);
  return page;
}
const url = (page: Page) => new URL(page.url());

describe('ways in', () => {
  it('a public visitor enters with one click', async () => {
    const page = await fresh(`/login?id=${DEMO_SHARES.public.code}`);
    await page.getByRole('button', { name: 'Enter the catalogue' }).click();
    await page.waitForURL(/\/index\/home\?id=SUNNYPUB1/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor(); // a visitor, not a private user
    await page.context().close();
  });

  it('a code visitor is told what is missing, refused with a wrong code, and let in with the right one', async () => {
    const page = await fresh(`/login?id=${DEMO_SHARES.code.code}`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByText('This field is required.').count()).toBe(3);
    await page.getByLabel('Email').fill(DEMO_SHARES.code.email);
    await page.getByLabel('Verification code').fill('999999');
    await page.getByLabel('Company number').fill(DEMO_COMPANY_NUMBER);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Verification code error');
    await page.getByLabel('Verification code').fill(DEMO_SHARES.code.verifyCode);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/index\/home\?id=SUNNYCODE/);
    await page.context().close();
  });

  it('a private user signs in; special characters are stripped from the account as typed', async () => {
    const page = await fresh(`/login?id=${DEMO_SHARES.private.code}`);
    await page.getByLabel('Account').pressSequentially('demo 2026!');
    expect(await page.getByLabel('Account').inputValue()).toBe('demo2026');
    await page.getByLabel('Password').fill('Wrong12345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Wrong password');
    await page.getByLabel('Password').fill(DEMO_SHARES.private.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/index\/home\?id=SUNNYPRIV/);
    await page.getByText('Maria Lopez').waitFor();
    // Spec section 7: success shows loginSuccess.
    await page.locator('.notices').getByText('Login successful.').waitFor();
    await page.context().close();
  });

  it('a public visitor enters on the code GetPublicShareInfo gives; its 420 shows the code420 message', async () => {
    const page = await fresh(`/login?id=${DEMO_SHARES.public.code}`);
    const asked = page.waitForRequest(/GetPublicShareInfo/);
    await page.getByRole('button', { name: 'Enter the catalogue' }).click();
    await asked;
    await page.waitForURL(/\/index\/home\?id=SUNNYPUB1/);
    await page.context().close();

    const refused = await fresh(`/login?id=${DEMO_SHARES.public.code}`);
    // The supplier took its public site down between the page load and the click.
    await refused.route(/GetPublicShareInfo/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":420,"message":"x"}' }),
    );
    await refused.getByRole('button', { name: 'Enter the catalogue' }).click();
    await expect
      .poll(() => refused.getByRole('alert').textContent())
      .toContain("The company's public site does not exist.");
    expect(url(refused).pathname).toBe('/login');
    await refused.context().close();
  });

  it('a new buyer registers and is signed in', async () => {
    const page = await fresh(`/login?id=${DEMO_SHARES.private.code}`, { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByLabel('Account').fill('newbuyer77');
    await page.locator('input[name=password]').fill('Toys2027!');
    await page.getByLabel('Confirm password').fill('Toys2027?');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('The two passwords do not match.').waitFor();
    await page.getByLabel('Confirm password').fill('Toys2027!');
    await page.getByLabel('Name', { exact: true }).fill('Kim Min-jun');
    await page.getByLabel('Email').fill('minjun@toyland.test');
    await page.getByLabel('Mobile').fill('+821012345678');
    await page.getByLabel('Company name').fill('Toyland Korea');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/index\/home\?id=SUNNYPRIV/);
    await page.getByText('Kim Min-jun').waitFor();
    await page.context().close();
  });

  it('an expired session shows the message and opens the private login dialog again', async () => {
    const page = await fresh(`/login?id=${DEMO_SHARES.private.code}`);
    await page.getByLabel('Account').fill(DEMO_SHARES.private.account);
    await page.getByLabel('Password').fill(DEMO_SHARES.private.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/index\/home/);
    // The server forgets the token (as when it expires); the next call that needs it answers 401.
    await page.evaluate(() => localStorage.setItem('vitrine.token', 'expired-token-expired-token-expired-token-x'));
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.waitFor();
    await dialog.getByText('Login expired, please log in again.').waitFor();
    await dialog.getByLabel('Account').fill(DEMO_SHARES.private.account);
    await dialog.getByLabel('Password').fill(DEMO_SHARES.private.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Maria Lopez').waitFor();
    await page.context().close();
  });
});

describe('navigation rules', () => {
  it('walks every rule a buyer can meet', async () => {
    // No user info: a catalogue page sends the buyer to the login page of the share.
    const page = await fresh(`/index/productCenter?id=${DEMO_SHARES.public.code}`);
    await page.waitForURL(/\/login\?id=SUNNYPUB1/);
    // Longer ids are cut to 9 characters.
    await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}XYZ123`);
    await page.getByRole('button', { name: 'Enter the catalogue' }).click();
    await page.waitForURL(/\/index\/home\?id=SUNNYPUB1/);
    // A route without id gets the stored share code.
    await page.goto(`${inject('apiUrl')}/index/productCenter`);
    await page.waitForURL(/\/index\/productCenter\?id=SUNNYPUB1/);
    // A different share code clears the state and goes to that share's login.
    await page.goto(`${inject('apiUrl')}/index/home?id=${DEMO_SHARES.code.code}`);
    await page.waitForURL(/\/login\?id=SUNNYCODE/);
    await page.getByLabel('Verification code').waitFor();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('vitrine.session') ?? '{}').user ?? null),
    ).toBeNull();
    // No code at all: the root, which shows how to open a share link.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${inject('apiUrl')}/collect`);
    await page.getByRole('heading', { name: 'This link has no catalogue code' }).waitFor();
    expect(url(page).pathname).toBe('/login');
    await page.context().close();
  });
});
