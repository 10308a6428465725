// My account in chromium against the real server (issue 15), as a buyer of the demo private share (SUNNYPRIV: email,
// mobile and company name required):
// - a share visitor who opens /index/myAccount gets the locked page and the private login dialog;
// - the buyer opens My account from the header and sees their details and the spec's sections;
// - an edit with a bad phone shows the field's message under it and saves nothing; a good edit is shown, reaches the
//   header, survives a reload and the next login;
// - a picture made in the page is chosen, cropped, compressed to a square JPEG, uploaded and shown in the header;
// - Log out goes to /login?id=SUNNYPRIV and the old token is refused by the server (401); so does the header's sign-out;
// - screenshots of My account at 1440x900 and 390x844 in en and he (right-to-left).
// A fresh account is registered for the file: the demo buyer (demo2026) stays as other test files expect it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import type { LoginResult } from '../../schemas/api/types.gen';
import { must, wire } from '../api/wire';
import { publicVisitorPage } from './buyerSession';
import { keepScreen } from './screens';

const shots = 'tests/.artifacts/screenshots';
const code = DEMO_SHARES.private.code;
const account = `acctui${Date.now().toString(36).slice(-6)}7`;
const password = 'AcctUi2026';
const WAIT = { timeout: 10_000, interval: 200 };

let browser: Browser;
let buyer: Page;

async function newBuyerPage(width = 1440, locale = 'en-US') {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, locale });
  return context.newPage();
}

async function signIn(page: Page) {
  await page.goto(`${inject('apiUrl')}/login?id=${code}`);
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/index\/home/);
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('vitrine.token'));
const login = async () =>
  must<LoginResult>(
    'UserLogin',
    { loginType: 1, account, password, url: code },
    await must<string>('GetToken', { companyNum: 'SUNNY2006', platForm: 'PC' }),
  );

/** A 640x400 PNG drawn in the page (a canvas): a logo on a gradient, as the bytes a file picker would hand over. */
async function drawnPng(page: Page) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 640, 400);
    gradient.addColorStop(0, '#ff7a59');
    gradient.addColorStop(1, '#2e72c5');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 400);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(320, 200, 90, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#2e72c5';
    context.font = 'bold 80px sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText('LV', 320, 204);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchChromium();
  const visitor = await must<string>('GetToken', { companyNum: 'SUNNY2006', platForm: 'PC' });
  await must(
    'Register',
    {
      account,
      password,
      confirmPassword: password,
      name: 'Lena Vogel',
      email: `${account}@account.test`,
      phoneNumber: '+49300000001',
      companyName: 'Vogel Spielwaren GmbH',
      country: 'Germany',
      url: code,
    },
    visitor,
  );
  buyer = await newBuyerPage();
  await signIn(buyer);
}, 60_000);
afterAll(() => browser?.close());

describe('My account', () => {
  it('a share visitor who opens it gets the locked page and the private login dialog', async () => {
    const page = await publicVisitorPage(browser, `/index/myAccount?id=${DEMO_SHARES.public.code}`);
    await page.getByRole('button', { name: 'Sign in to your account' }).waitFor();
    await page.getByRole('dialog').getByLabel('Account').waitFor();
    expect(await page.getByRole('heading', { name: 'Basic information' }).count()).toBe(0);
    await page.context().close();
  });

  it('opens from the header and shows the details and every section of the spec', async () => {
    await buyer.getByRole('link', { name: 'Lena Vogel' }).click();
    await buyer.waitForURL(/\/index\/myAccount\?id=SUNNYPRIV/);
    await buyer.getByRole('heading', { level: 1, name: 'Lena Vogel' }).waitFor();
    const details = buyer.locator('.account-details');
    for (const value of ['+49300000001', 'Vogel Spielwaren GmbH', `${account}@account.test`, 'Germany'])
      expect(await details.textContent()).toContain(value);
    const menu = buyer.getByRole('navigation', { name: 'My account' });
    for (const name of [
      'Basic information',
      'Favourites',
      'Browsing history',
      'Contact us',
      'Settings',
      'Language',
      'Log out',
    ]) {
      expect(await menu.getByText(name, { exact: true }).count(), name).toBe(1);
    }
    expect(await menu.getByRole('link', { name: /Favourites/ }).getAttribute('href')).toBe(`/collect?id=${code}`);
    expect(await menu.getByRole('link', { name: /Browsing history/ }).getAttribute('href')).toBe(`/browse?id=${code}`);
    expect(await menu.getByRole('link', { name: /Contact us/ }).getAttribute('href')).toBe(`/contact?id=${code}`);
    await buyer.getByRole('region', { name: 'Settings' }).getByRole('combobox', { name: 'Language' }).waitFor();
  });

  it('a bad phone shows its message under the field and saves nothing; a good edit is shown everywhere and kept', async () => {
    const basic = buyer.getByRole('region', { name: 'Basic information' });
    await basic.getByRole('button', { name: 'Edit' }).click();
    const mobile = basic.getByLabel('Mobile');
    expect(await mobile.getAttribute('required')).not.toBeNull();
    expect(await basic.getByLabel('Country').getAttribute('required')).toBeNull();
    await mobile.fill('030 / 1234-56');
    await basic.getByRole('button', { name: 'Save changes' }).click();
    const problem = basic.locator('.field[data-invalid="true"] .field__problem');
    await problem.waitFor();
    expect(await problem.textContent()).toBe('Please enter a valid phone number (digits only, an optional leading +).');
    expect(await mobile.getAttribute('aria-invalid')).toBe('true');
    await basic.getByLabel('Email').fill('');
    await basic.getByRole('button', { name: 'Save changes' }).click();
    expect(await basic.locator('.field__problem').allTextContents()).toEqual([
      'Please enter a valid phone number (digits only, an optional leading +).',
      'This field is required.',
    ]);
    expect((await login()).customerUser.phoneNumber).toBe('+49300000001');

    await basic.getByLabel('Email').fill(`${account}@account.test`);
    await mobile.fill('+493012345678');
    await basic.getByLabel(/^Name\*?$/).fill('Lena Vogel-Hartmann');
    await basic.getByLabel('Address').fill('Hauptstraße 5, Berlin');
    await basic.getByRole('button', { name: 'Save changes' }).click();
    await basic.getByRole('button', { name: 'Edit' }).waitFor();
    const details = await basic.locator('.account-details').textContent();
    for (const value of ['Lena Vogel-Hartmann', '+493012345678', 'Hauptstraße 5, Berlin'])
      expect(details).toContain(value);
    await buyer.getByRole('heading', { level: 1, name: 'Lena Vogel-Hartmann' }).waitFor();
    await buyer.locator('.account-control').getByRole('link', { name: 'Lena Vogel-Hartmann' }).waitFor();
    expect((await login()).customerUser).toMatchObject({
      name: 'Lena Vogel-Hartmann',
      phoneNumber: '+493012345678',
      address: 'Hauptstraße 5, Berlin',
      country: 'Germany',
    });
    await buyer.reload();
    await buyer.getByRole('heading', { level: 1, name: 'Lena Vogel-Hartmann' }).waitFor();
  });

  it('a picture is chosen, cropped, compressed to a square JPEG, saved and shown in the header', async () => {
    await buyer
      .locator('input[type="file"]')
      .setInputFiles({ name: 'holiday photo.png', mimeType: 'image/png', buffer: await drawnPng(buyer) });
    const dialog = buyer.getByRole('dialog', { name: 'Crop your picture' });
    await dialog.locator('.reactEasyCrop_CropArea').waitFor();
    await dialog.getByRole('slider', { name: 'Zoom' }).fill('1.5');
    await keepScreen(buyer, { path: `${shots}/account-crop-en-1440.png` });
    await dialog.getByRole('button', { name: 'Save picture' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const header = buyer.locator('.account-control img');
    await header.waitFor();
    const src = (await header.getAttribute('src'))!;
    expect(src).toMatch(/^\/media\/uploads\/\d+\/[\w-]{22}\.jpg$/);
    expect(await buyer.locator('.account-profile img').getAttribute('src')).toBe(src);
    const picture = await buyer.evaluate(async (url) => {
      const response = await fetch(url);
      const bitmap = await createImageBitmap(await response.blob());
      return { type: response.headers.get('content-type'), width: bitmap.width, height: bitmap.height };
    }, src);
    expect(picture).toEqual({ type: 'image/jpeg', width: 256, height: 256 });
    expect((await login()).customerUser.userImage).toBe(src);

    // Not a picture, whatever its name says: refused before anything is uploaded.
    await buyer
      .locator('input[type="file"]')
      .setInputFiles({ name: 'virus.png', mimeType: 'image/png', buffer: Buffer.from('MZ this is not a picture') });
    await buyer.getByText('File format error: only PNG, JPG, JPEG, BMP, ICO and GIF pictures can be sent.').waitFor();
    expect(await dialog.count()).toBe(0);
  });

  it('screenshots at 1440 and 390, in English and Hebrew', async () => {
    const stored = await buyer.evaluate(
      () => [localStorage.getItem('vitrine.token'), localStorage.getItem('vitrine.session')] as const,
    );
    for (const [locale, tag] of [
      ['en-US', 'en'],
      ['he', 'he'],
    ] as const) {
      for (const width of [1440, 390]) {
        const page = await newBuyerPage(width, locale);
        await page.context().addInitScript(
          ([l, token, session]) => {
            localStorage.setItem('vitrine.locale', l);
            localStorage.setItem('vitrine.token', token!);
            localStorage.setItem('vitrine.session', session!);
          },
          [tag, stored[0], stored[1]] as const,
        );
        await page.goto(`${inject('apiUrl')}/index/myAccount?id=${code}`, { waitUntil: 'networkidle' });
        await page.locator('.account-profile img').waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(tag === 'he' ? 'rtl' : 'ltr');
        await page.waitForTimeout(300);
        await keepScreen(page, { path: `${shots}/account-${tag}-${width}.png`, fullPage: true });
        if ((width === 1440) === (tag === 'en')) {
          // The form with a field message: English on desktop, Hebrew on the phone (found by structure: the
          // Hebrew texts are not translated yet).
          await page.locator('.account-card__head .button').click();
          await page.locator('input[name="phoneNumber"]').fill('12ab');
          await page.locator('.account-form button[type="submit"]').click();
          await page.locator('.field__problem').waitFor();
          await keepScreen(page, { path: `${shots}/account-edit-${tag}-${width}.png`, fullPage: true });
        }
        await page.context().close();
      }
    }
  });

  it('Log out goes to the login page and the server refuses the old token', async () => {
    const token = (await storedToken(buyer))!;
    expect((await wire('ShoppingCartCount', {}, { token })).code).toBe(200);
    await buyer.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click();
    await buyer.waitForURL(new RegExp(`/login\\?id=${code}$`));
    expect(await storedToken(buyer)).toBeNull();
    await buyer.getByRole('heading', { name: 'Welcome to our wholesale catalogue' }).waitFor();
    await buyer.waitForTimeout(300);
    await keepScreen(buyer, { path: `${shots}/account-logged-out-en-1440.png` });
    await expect.poll(async () => (await wire('ShoppingCartCount', {}, { token })).code, WAIT).toBe(401);
    // A plain login page: neither the expired-login nor the private-only notice.
    expect(await buyer.getByText('Login expired, please log in again.').count()).toBe(0);
    expect(await buyer.getByText('Please sign in to your account to use this feature.').count()).toBe(0);
    await buyer.getByLabel('Account').waitFor();
  });

  it("the header's sign-out ends the token on the server too", async () => {
    await signIn(buyer);
    const token = (await storedToken(buyer))!;
    await buyer.locator('.account-control').getByRole('button', { name: 'Sign out' }).click();
    await buyer.waitForURL(new RegExp(`/login\\?id=${code}$`));
    await expect
      .poll(async () => (await wire('GetProductList', { pageIndex: 1, pageSize: 1 }, { token })).code, WAIT)
      .toBe(401);
  });
});
