// The supplier console in a real browser (issue 13, supplier side):
// - a wrong password shows our translated sentence, not the server's code;
// - the demo admin signs in and finds a buyer's new order unread at the top; opening it clears the mark, confirming
//   it shows Confirmed and the buyer's GetOrderDetail reads status 1; Export to Excel saves an .xlsx that exceljs
//   reads and that names the order;
// - a buyer's token kept as the console's is refused (403) and signs the console out with a notice;
// - a room the account has no role for says "No permission"; an unknown room "No such room";
// - every room of the registry (src/console/app/rooms.ts, issue 22) opens at its address for an account holding its
//   role alone, under its one tab, and every other room says "No permission" to that account;
// - desktop shows list and order side by side; a phone shows the order alone with a way back; Arabic lays out
//   right-to-left (screens of both, en and ar, in tests/.artifacts/screenshots/console-*.png).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { createApiCore } from '../../src/api/core';
import { createApiEvents, createLoadingCounter } from '../../src/api/events';
import { DEMO_ADMIN, DEMO_COMPANY_NUMBER, DEMO_SHARES } from '../../server/demo/demoShares';
import { consoleRooms } from '../../src/console/app/rooms';
import { keepScreen } from './screens';

const shots = 'tests/.artifacts/screenshots';
let browser: Browser;
let token: string | null = null;
const core = () =>
  createApiCore({
    baseUrl: inject('apiUrl'),
    events: createApiEvents(),
    loading: createLoadingCounter(),
    getToken: () => token,
  });
let api: ReturnType<typeof core>;
let buyerToken = '';
let orderNumber = '';

/** A fresh private account on the demo's private share with one submitted order of two products. */
async function buyerWithOrder() {
  const account = `console${Date.now().toString(36).slice(-6)}1`; // letters and digits, always
  token = await api.call('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' });
  await api.call('Register', {
    account,
    password: 'Console2026',
    confirmPassword: 'Console2026',
    name: 'Nadia Haddad',
    email: `${account}@console.test`,
    phoneNumber: '+34600000000',
    companyName: 'Haddad Trading',
    url: DEMO_SHARES.private.code,
  });
  token = await api.call('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' });
  token = (
    await api.call('UserLogin', { loginType: 1, account, password: 'Console2026', url: DEMO_SHARES.private.code })
  ).token;
  return { token: token!, orderNumber: await submitOrder(token!, 0, 2, `${account}@console.test`) };
}

let orders = 0;
/** One more order of `count` products (from `offset` in the newest list) by the buyer of `buyer`. */
async function submitOrder(buyer: string, offset: number, count: number, email = 'orders@console.test') {
  token = buyer;
  const products = (await api.call('GetProductList', { pageIndex: 1, pageSize: 30, sort: 'newest' })).items
    .slice(offset, offset + count)
    .map((p) => p.productNumber);
  await api.call('AddShoppingCart', { productNumberList: products.map((productNumber) => ({ productNumber })) });
  const contact = { contactName: 'Nadia Haddad', company: 'Haddad Trading', phoneNumber: '+34600000000', email };
  return (
    await api.call('SubmitOrder', {
      idempotencyKey: `console${Date.now().toString(36)}key${orders++}`,
      productNumbers: products,
      contact,
    })
  ).orderNumber;
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchChromium();
  api = core();
  ({ token: buyerToken, orderNumber } = await buyerWithOrder());
});
afterAll(async () => {
  api?.clock.stop();
  await browser?.close();
});

async function open(
  path: string,
  options: { locale?: string; width?: number; height?: number; consoleSession?: object } = {},
): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: options.locale ?? 'en-US',
    acceptDownloads: true,
  });
  if (options.consoleSession) {
    // Stored once, as a sign-in would have: a later sign-out must not be undone by the next navigation.
    await context.addInitScript((stored) => {
      if (!sessionStorage.getItem('test.seeded')) {
        sessionStorage.setItem('vitrine.console', stored);
        sessionStorage.setItem('test.seeded', '1');
      }
    }, JSON.stringify(options.consoleSession));
  }
  const page = await context.newPage();
  await page.goto(inject('apiUrl') + path);
  return page;
}

async function signIn(page: Page, password: string = DEMO_ADMIN.password) {
  await page.getByLabel('Account').fill(DEMO_ADMIN.account);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const orderRow = (page: Page, number: string) =>
  page.getByRole('list', { name: 'Orders' }).getByRole('link', { name: new RegExp(number) });

async function adminSession(roles: string[] = ['orders', 'service', 'design']) {
  const admin = await api.call('AdminLogin', DEMO_ADMIN);
  return {
    token: admin.token,
    companyName: admin.companyName,
    companyNumber: admin.companyNumber,
    roles,
    account: DEMO_ADMIN.account,
  };
}

describe('supplier console', () => {
  it('a wrong password shows the translated error', async () => {
    const page = await open('/console');
    await signIn(page, 'not-the-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Wrong password. Please try again.');
    expect(page.url()).toMatch(/\/console$/);
    await keepScreen(page, { path: `${shots}/console-signin-en-1440.png` });
    await page.context().close();
  });

  it('signs in, opens the new order (read), confirms it for the buyer, and exports it to Excel', async () => {
    const page = await open('/console');
    await signIn(page);
    await page.waitForURL(/\/console\/orders/);
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(await page.getByRole('banner').textContent()).toContain('Sunny Bear Toys');
    expect(await page.getByRole('banner').textContent()).toContain(DEMO_ADMIN.account);

    // Unread first, newest first: the order just submitted leads the list, marked unread.
    const first = page.getByRole('list', { name: 'Orders' }).getByRole('link').first();
    await expect.poll(() => first.textContent()).toContain(orderNumber);
    expect(await first.getAttribute('data-unread')).toBe('true');
    expect(await orderRow(page, orderNumber).textContent()).toContain('Unread');
    expect(await page.getByText(/^\d+ unread$/).isVisible()).toBe(true);
    expect(await first.textContent()).toContain('Nadia Haddad');
    expect(await first.textContent()).toContain('Private accounts');

    await orderRow(page, orderNumber).click();
    await page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` }).waitFor();
    await expect.poll(() => orderRow(page, orderNumber).getAttribute('data-unread')).toBeNull();
    expect(await orderRow(page, orderNumber).textContent()).not.toContain('Unread');
    expect(await page.getByRole('table', { name: 'Order lines' }).getByRole('row').count()).toBe(3);

    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect.poll(() => page.locator('.console-order__title .order-status').textContent()).toBe('Confirmed');
    await expect.poll(() => orderRow(page, orderNumber).locator('.order-status').textContent()).toBe('Confirmed');
    // Confirmed moves on to shipped or cancelled only.
    expect(await page.getByRole('button', { name: 'Mark as shipped' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Confirm order' }).count()).toBe(0);

    token = buyerToken;
    expect((await api.call('GetOrderDetail', { orderNumber })).summary.status).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const texts: string[] = [];
    book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => void texts.push(String(cell.text ?? '')))));
    expect(texts.some((t) => t.includes(orderNumber))).toBe(true);
    await expect.poll(() => page.getByRole('dialog', { name: /Exporting order/ }).count()).toBe(0);
    await page.context().close();
  });

  it('a cancel asks first, and keeping the order changes nothing', async () => {
    const page = await open(`/console/orders?order=${orderNumber}`, { consoleSession: await adminSession() });
    await page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` }).waitFor();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep the order' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.locator('.console-order__title .order-status').textContent()).toBe('Confirmed');
    await page.context().close();
  });

  it('filters by status and by buyer, and says so when nothing matches', async () => {
    const page = await open('/console/orders', { consoleSession: await adminSession() });
    const status = page.getByRole('group', { name: 'Status' });
    await orderRow(page, orderNumber).waitFor();
    await status.getByRole('button', { name: 'Cancelled' }).click();
    await page.getByText('No orders match these filters.').waitFor();
    expect(page.url()).toContain('status=3');
    await status.getByRole('button', { name: 'Confirmed' }).click();
    await orderRow(page, orderNumber).waitFor();
    await status.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('searchbox').fill('nobody-by-this-name');
    await page.getByText('No orders match these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await orderRow(page, orderNumber).waitFor();
    await page.getByRole('searchbox').fill(orderNumber);
    await expect.poll(() => page.url()).toContain(`buyer=${orderNumber}`);
    expect(await page.getByRole('list', { name: 'Orders' }).getByRole('link').count()).toBe(1);
    await page.context().close();
  });

  it('a buyer token kept as the console token is refused, and the console signs out', async () => {
    const page = await open('/console/orders', {
      consoleSession: {
        token: buyerToken,
        companyName: 'Sunny Bear Toys',
        companyNumber: DEMO_COMPANY_NUMBER,
        roles: ['orders'],
        account: 'buyer',
      },
    });
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Your session has ended, please sign in again.' }).count())
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('vitrine.console'))).toBeNull();
    await keepScreen(page, { path: `${shots}/console-ended-en-1440.png` });
    await page.context().close();
  });

  it('shows only the rooms the account may open', async () => {
    const page = await open('/console/orders', { consoleSession: await adminSession(['design']) });
    await page.getByRole('heading', { level: 1, name: 'No permission' }).waitFor();
    // A designer's only room is the studio: the orders inbox is refused and the tabs offer just that room.
    const tabs = page.getByRole('navigation', { name: 'Console rooms' }).getByRole('link');
    expect(await tabs.allTextContents()).toEqual(['Pages']);
    await page.goto(`${inject('apiUrl')}/console/nosuch`);
    await page.getByRole('heading', { level: 1, name: 'No such room' }).waitFor();
    await page.context().close();
  });

  it.each(consoleRooms.map((room) => [room.path, room] as const))(
    "the registry's room /console/%s opens for its role alone, under the tabs of that role",
    async (_path, room) => {
      const label = room.label.message!;
      const page = await open(`/console/${room.path}`, { consoleSession: await adminSession([room.role]) });
      await page.getByRole('heading', { level: 1, name: label, exact: true }).waitFor();
      const tabs = page.getByRole('navigation', { name: 'Console rooms' }).getByRole('link');
      // One role may open several rooms (catalogue: Search words and Catalogue): the tabs are that role's rooms.
      expect(await tabs.allTextContents()).toEqual(
        consoleRooms.filter((r) => r.role === room.role).map((r) => r.label.message),
      );
      expect(await tabs.filter({ hasText: label }).getAttribute('aria-current')).toBe('page');
      for (const other of consoleRooms.filter((r) => r.role !== room.role)) {
        await page.goto(`${inject('apiUrl')}/console/${other.path}`);
        await page.getByRole('heading', { level: 1, name: 'No permission' }).waitFor();
      }
      await page.context().close();
    },
  );

  it('lays out side by side on desktop, one after the other on a phone, and right-to-left in Arabic', async () => {
    // A fuller inbox for the pictures: two more orders, still unread, above the open one.
    await submitOrder(buyerToken, 2, 3);
    await submitOrder(buyerToken, 5, 1);
    const session = await adminSession();
    for (const locale of ['en', 'ar']) {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const page = await open(`/console/orders?order=${orderNumber}`, {
          locale,
          ...viewport,
          consoleSession: session,
        });
        await page.locator('.console-order__title h2').waitFor();
        await page.locator('.inbox-row').first().waitFor({ state: 'attached' });
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        const list = page.locator('.inbox__list');
        const back = page.locator('.console-order__back');
        if (viewport.width < 768) {
          expect(await list.isVisible()).toBe(false);
          expect(await back.isVisible()).toBe(true);
        } else {
          expect(await list.isVisible()).toBe(true);
          expect(await back.isVisible()).toBe(false);
          // The list sits at the inline start: left in English, right in Arabic.
          const [l, d] = await Promise.all([list.boundingBox(), page.locator('.inbox__detail').boundingBox()]);
          expect(locale === 'ar' ? l!.x > d!.x : l!.x < d!.x).toBe(true);
        }
        await page.waitForTimeout(300);
        await keepScreen(page, { path: `${shots}/console-orders-${locale}-${viewport.width}.png` });
        // The order's lines, further down (the desktop's order pane scrolls on its own; a phone's page as a whole).
        await page.locator('.inbox__detail').evaluate((pane) => pane.scrollTo(0, pane.scrollHeight));
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForTimeout(200);
        await keepScreen(page, { path: `${shots}/console-lines-${locale}-${viewport.width}.png` });
        if (viewport.width < 768) {
          await back.click();
          await list.waitFor();
          await keepScreen(page, { path: `${shots}/console-list-${locale}-${viewport.width}.png` });
        }
        await page.context().close();
      }
    }
  });
});
