// Chat and the service desk in chromium, two browser contexts against the real server (issue 14):
// - a visitor who is not privately signed in gets the private login dialog from the chat button;
// - a buyer opens chat from a product page, sends the product card and a text with hostile HTML;
// - the desk (console, Conversations) sees both with the buyer's name and an unread count, shows the hostile text as
//   text, replies with text (hostile too) and a picture; the buyer sees both within a polling period;
// - with the panel closed, the buyer's badge counts the desk's next message and clears when the panel opens;
// - no script of either side ever ran; screenshots of the panel and the desk at 1440 and 390, en and ar.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { must } from '../api/wire';
import { publicVisitorPage } from './buyerSession';
import { keepScreen } from './screens';

const shots = 'tests/.artifacts/screenshots';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const HOSTILE_BUYER = 'Blue ones? <img src=x onerror="window.__pwned=1"> see https://example.com/specs';
const HOSTILE_DESK = 'Yes! <script>window.__pwned=2</script><b>40 cartons</b>';
const POLL_WAIT = { timeout: 12_000, interval: 250 };

let browser: Browser;
let buyer: Page;
let desk: Page;
const account = `chatui${Date.now().toString(36).slice(-6)}7`;
const password = 'ChatUi2026';

async function signInBuyer(page: Page) {
  await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.private.code}`);
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/index\/home/);
}

async function openDesk(width = 1440, locale = 'en-US') {
  const admin = await must<{ token: string; companyName: string; companyNumber: string }>('AdminLogin', DEMO_ADMIN);
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, locale });
  await context.addInitScript(
    (stored) => {
      if (!sessionStorage.getItem('test.seeded')) {
        sessionStorage.setItem('vitrine.console', stored);
        sessionStorage.setItem('test.seeded', '1');
      }
    },
    JSON.stringify({
      token: admin.token,
      companyName: admin.companyName,
      companyNumber: admin.companyNumber,
      roles: ['orders', 'service', 'design'],
      account: DEMO_ADMIN.account,
    }),
  );
  const page = await context.newPage();
  await page.goto(`${inject('apiUrl')}/console/service`);
  return page;
}

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: number }).__pwned ?? null);

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
      email: `${account}@chat.test`,
      phoneNumber: '+49300000001',
      companyName: 'Vogel Spielwaren',
      url: DEMO_SHARES.private.code,
    },
    visitor,
  );
  buyer = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })).newPage();
  await signInBuyer(buyer);
}, 60_000);
afterAll(() => browser?.close());

// The header's chat button, not the floating set's: that one tucks away off-screen 1 s after the page settles
// (FLOATING_BALL.collapseAfterMs), so on a slow machine a click on it can land on a button outside the viewport.
describe('chat between a buyer and the service desk', () => {
  it('a visitor who is not privately signed in gets the private login dialog', async () => {
    const page = await publicVisitorPage(browser, `/index/home?id=${DEMO_SHARES.public.code}`);
    await page.locator('header').getByRole('button', { name: 'Customer service' }).click();
    await page.getByRole('dialog').getByLabel('Account').waitFor();
    expect(await page.locator('#chat-panel').count()).toBe(0);
    await page.context().close();
  });

  it('the buyer asks about a product; the desk sees it, answers with text and a picture; the buyer sees both', async () => {
    await buyer.goto(`${inject('apiUrl')}/index/productCenter?id=${DEMO_SHARES.private.code}`);
    await buyer.locator('a[href*="productDetails"]').first().click();
    await buyer.waitForURL(/productDetails/);
    const ask = buyer.getByRole('button', { name: 'Ask about this product' });
    await ask.waitFor();
    const productTitle = (await buyer.getByRole('heading', { level: 1 }).textContent())!.trim();
    await ask.click();
    const panel = buyer.getByRole('dialog', { name: /Customer service/ });
    await panel.waitFor();
    expect(await panel.getByRole('region', { name: 'Product to send' }).textContent()).toContain(productTitle);
    await panel.getByRole('button', { name: 'Send product' }).click();
    await panel.locator('.chat-product').first().waitFor();
    expect(await panel.getByRole('region', { name: 'Product to send' }).count()).toBe(0);

    // Empty and white-space text cannot be sent; Ctrl+Enter adds a line, Enter sends.
    const box = panel.getByRole('textbox', { name: 'Message' });
    expect(await panel.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await box.fill('   ');
    await box.press('Enter');
    expect(await panel.locator('.chat-bubble--mine').count()).toBe(1);
    await box.fill('First line');
    await box.press('Control+Enter');
    await box.pressSequentially(HOSTILE_BUYER);
    expect(await box.inputValue()).toBe(`First line\n${HOSTILE_BUYER}`);
    await box.press('Enter');
    await expect
      .poll(() => panel.locator('.chat-bubble--mine .chat-bubble__text').last().textContent(), POLL_WAIT)
      .toBe(`First line\n${HOSTILE_BUYER}`);
    expect(await box.inputValue()).toBe('');
    expect(await panel.locator('.chat-bubble img[src="x"]').count()).toBe(0);
    expect(await panel.getByRole('link', { name: 'https://example.com/specs' }).getAttribute('rel')).toContain(
      'noopener',
    );
    await keepScreen(buyer, { path: `${shots}/chat-panel-en-1440.png` });

    desk = await openDesk();
    const row = desk.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Lena Vogel/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Vogel Spielwaren');
    expect(await row.getAttribute('data-unread')).toBe('true');
    expect(await row.textContent()).toMatch(/2/);
    await row.click();
    const thread = desk.getByRole('log', { name: 'Messages' });
    await thread.locator('.chat-product').waitFor();
    expect(await thread.locator('.chat-product').textContent()).toContain(productTitle);
    expect(await thread.locator('.chat-bubble__text').last().textContent()).toBe(`First line\n${HOSTILE_BUYER}`);
    expect(await thread.locator('img[src="x"]').count()).toBe(0);
    // Read now: the unread mark goes once the desk has it on screen.
    await expect.poll(() => row.getAttribute('data-unread'), POLL_WAIT).toBe(null);

    await desk.getByRole('textbox', { name: 'Message' }).fill(HOSTILE_DESK);
    await desk.getByRole('textbox', { name: 'Message' }).press('Enter');
    await thread.getByText(HOSTILE_DESK).waitFor();
    await desk.locator('input[type=file]').setInputFiles({ name: 'reply.png', mimeType: 'image/png', buffer: PNG });
    await thread.locator('.chat-bubble--mine .chat-bubble__picture img').waitFor();
    await keepScreen(desk, { path: `${shots}/chat-desk-en-1440.png` });

    // The buyer's open panel shows both within one polling period, once each.
    await panel.getByText(HOSTILE_DESK).waitFor(POLL_WAIT);
    await panel.locator('.chat-bubble--theirs .chat-bubble__picture img').waitFor(POLL_WAIT);
    expect(await panel.getByText(HOSTILE_DESK).count()).toBe(1);
    await panel.locator('.chat-bubble--theirs .chat-bubble__picture').click();
    const lightbox = buyer.getByRole('dialog', { name: 'Picture' });
    await lightbox.waitFor();
    await lightbox.getByRole('button', { name: 'Close' }).click();
    expect(await pwned(buyer)).toBe(null);
    expect(await pwned(desk)).toBe(null);
  }, 90_000);

  it("with the panel closed the badge counts the desk's message, and opening the panel clears it", async () => {
    const chatButton = buyer.locator('header').getByRole('button', { name: /^Customer service/ });
    await buyer.getByRole('button', { name: 'Close the chat' }).click();
    expect(await buyer.locator('#chat-panel').count()).toBe(0);
    await desk.getByRole('textbox', { name: 'Message' }).fill('Samples ship on Monday.');
    await desk.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect
      .poll(() => chatButton.getAttribute('aria-label'), POLL_WAIT)
      .toBe('Customer service, 1 unread message');
    expect(await chatButton.locator('.chat-badge').textContent()).toBe('1');
    await chatButton.click();
    const panel = buyer.getByRole('dialog', { name: /Customer service/ });
    await panel.getByText('Samples ship on Monday.').waitFor();
    await expect.poll(() => chatButton.getAttribute('aria-label')).toBe('Customer service');
    expect(await chatButton.locator('.chat-badge').count()).toBe(0);
    // Nothing shown twice after reopening.
    expect(await panel.getByText('Samples ship on Monday.').count()).toBe(1);
    expect(await panel.getByText(HOSTILE_DESK).count()).toBe(1);
  }, 60_000);

  it('older messages load on scrolling up without the list jumping; a renamed executable is refused by its content', async () => {
    const other = `chatold${Date.now().toString(36).slice(-6)}7`;
    const visitor = await must<string>('GetToken', { companyNum: 'SUNNY2006', platForm: 'PC' });
    await must(
      'Register',
      {
        account: other,
        password,
        confirmPassword: password,
        name: 'Old Thread',
        email: `${other}@chat.test`,
        phoneNumber: '+49300000002',
        companyName: 'Thread Co',
        url: DEMO_SHARES.private.code,
      },
      visitor,
    );
    const again = await must<string>('GetToken', { companyNum: 'SUNNY2006', platForm: 'PC' });
    const user = await must<{ token: string; shareRandomCode: string; companyNumber: string }>(
      'UserLogin',
      { loginType: 1, account: other, password, url: DEMO_SHARES.private.code },
      again,
    );
    for (let i = 1; i <= 45; i++)
      await must(
        'SendChatMessageClient',
        { clientKey: `olderthread${i}x${Date.now().toString(36)}`, msgType: 0, content: `Question number ${i}` },
        user.token,
      );
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    await context.addInitScript(
      ([token, stored]) => {
        if (!localStorage.getItem('vitrine.session')) {
          localStorage.setItem('vitrine.token', token);
          localStorage.setItem('vitrine.session', stored);
        }
      },
      [
        user.token,
        JSON.stringify({
          shareCode: user.shareRandomCode,
          companyNumber: user.companyNumber,
          user,
          isPreview: false,
          verifyCode: null,
        }),
      ],
    );
    const page = await context.newPage();
    await page.goto(`${inject('apiUrl')}/index/home?id=${DEMO_SHARES.private.code}`);
    await page
      .locator('header')
      .getByRole('button', { name: /^Customer service/ })
      .click();
    const log = page.getByRole('log', { name: 'Messages' });
    await log.getByText('Question number 45', { exact: true }).waitFor();
    expect(await log.locator('.chat-bubble').count()).toBe(20);
    // Scrolled to the top, the next 20 come in above, and the message that was on top stays where it was.
    const anchor = log.getByText('Question number 26', { exact: true });
    // Where the top message is the moment the buyer reaches the top, before the older page has arrived.
    const before = await log.evaluate((el) => {
      el.scrollTop = 0;
      el.dispatchEvent(new Event('scroll'));
      return [...el.querySelectorAll('.chat-bubble__text')]
        .find((b) => b.textContent === 'Question number 26')!
        .getBoundingClientRect().top;
    });
    await log.getByText('Question number 6', { exact: true }).waitFor({ state: 'attached' });
    await page.waitForTimeout(200);
    // Less than a line (a jump is a whole page: 1,300 px without the anchoring).
    expect(Math.abs((await anchor.boundingBox())!.y - before)).toBeLessThan(20);
    expect(await log.locator('.chat-bubble').count()).toBe(40);
    await log.evaluate((el) => {
      el.scrollTop = 0;
      el.dispatchEvent(new Event('scroll'));
    });
    await log.getByText('Question number 1', { exact: true }).waitFor({ state: 'attached' });
    expect(await log.getByRole('button', { name: 'Show earlier messages' }).count()).toBe(0);

    const executable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(400, 1)]);
    await page
      .locator('#chat-panel input[type=file]')
      .setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: executable });
    await page
      .getByText('File format error: only PNG, JPG, JPEG, BMP, ICO and GIF pictures can be sent.')
      .first()
      .waitFor();
    expect(await log.locator('.chat-bubble').count()).toBe(45);
    await context.close();
  }, 60_000);

  it('phones get the panel full screen and the desk one pane at a time; Arabic reads right to left', async () => {
    const visitor = await must<string>('GetToken', { companyNum: 'SUNNY2006', platForm: 'PC' });
    const user = await must<{ token: string; shareRandomCode: string; companyNumber: string }>(
      'UserLogin',
      { loginType: 1, account, password, url: DEMO_SHARES.private.code },
      visitor,
    );
    const session = JSON.stringify({
      shareCode: user.shareRandomCode,
      companyNumber: user.companyNumber,
      user,
      isPreview: false,
      verifyCode: null,
    });
    for (const [locale, tag] of [
      ['en-US', 'en'],
      ['ar', 'ar'],
    ] as const) {
      for (const width of [1440, 390]) {
        const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, locale });
        await context.addInitScript(
          ([l, token, stored]) => {
            localStorage.setItem('vitrine.locale', l);
            if (!localStorage.getItem('vitrine.session')) {
              localStorage.setItem('vitrine.token', token);
              localStorage.setItem('vitrine.session', stored);
            }
          },
          [tag, user.token, session],
        );
        const page = await context.newPage();
        await page.goto(`${inject('apiUrl')}/index/home?id=${DEMO_SHARES.private.code}`);
        await page
          .locator('header')
          .getByRole('button', { name: locale === 'ar' ? /خدمة العملاء/ : /^Customer service/ })
          .click();
        const panel = page.locator('#chat-panel');
        await panel.locator('.chat-bubble').first().waitFor();
        const box = await panel.boundingBox();
        if (width === 390) expect(box).toMatchObject({ x: 0, width: 390 });
        else expect(box!.width).toBe(350);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(tag === 'ar' ? 'rtl' : 'ltr');
        await page.waitForTimeout(300); // the panel's entry animation
        await keepScreen(page, { path: `${shots}/chat-panel-${tag}-${width}.png` });
        await context.close();
        const deskPage = await openDesk(width, locale);
        await deskPage.locator('.desk-row').first().click();
        await deskPage.locator('.desk-conversation .chat-bubble').first().waitFor();
        await keepScreen(deskPage, { path: `${shots}/chat-desk-${tag}-${width}.png` });
        await deskPage.context().close();
      }
    }
  }, 120_000);
});
