// The floating controls in chromium against the real server (spec section 2, issue 15), as the demo private buyer:
// - on a desktop catalogue page the set shows the private share's buttons (cart, chat, app, to top; no invitation
//   codes on this share), on the right edge, 10 px in, above the page (z-index 1001);
// - dragged with the mouse to the left and let go, it snaps to x = 10 px, tucks away about 1 s later, comes back on a
//   click, and is still on the left after a reload (remembered per company on this device);
// - the keyboard moves it too: grip, Space, ArrowRight, Space;
// - the handle hides and shows the buttons (aria-expanded);
// - the app button's popover holds an 80 px QR code per store link; Esc closes it and gives focus back;
// - the cart badge counts a product added to the cart;
// - it follows the window when it gets narrower and shorter; with reduced motion nothing animates;
// - a 390 px phone has no set on the home page, and a floating ball 70 px from the top on productCenter;
// - screenshots of floatStyle 1, 2 and 3 at 1440x900 in en and he into docs/floating/ (floatStyle is switched by
//   rewriting the GetCompanyInfoOnLoginV2 answer in the browser, with the protocol's own envelope code).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { must } from '../api/wire';
import { openEnvelope, ENCRYPTED, type Envelope } from '../../protocol/envelope';
import { encryptJson } from '../../protocol/crypto';
import { FLOATING_BALL } from '../../protocol/constants';
import { keepScreen } from './screens';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const shots = 'docs/floating';
const code = DEMO_SHARES.private.code;

let browser: Browser;
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
let page: Page;

const url = (path: string) => `${inject('apiUrl')}${path}${path.includes('?') ? '&' : '?'}id=${code}`;
const set = (p: Page) => p.locator('aside.floating');
/** expect.poll with room for the 500 ms snap and 1.2 s tuck on a busy machine (its default is one second). */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 3000, interval: 50 });
const box = async (p: Page) => (await set(p).boundingBox())!;
/** Waits for the set to tuck away (it does within about a second when the pointer is elsewhere), brings it out
 *  with a click on its tab, and rests the pointer on it so it stays out. */
async function holdOut(p: Page) {
  await tuckedAway(p);
  const tucked = await box(p);
  await p.mouse.click(
    (await set(p).getAttribute('data-side')) === 'left' ? 7 : p.viewportSize()!.width - 7,
    tucked.y + tucked.height / 2,
  );
  await poll(() => set(p).getAttribute('data-shrunk')).toBeNull();
  await p.waitForTimeout(FLOATING_BALL.collapseMs + 100);
  const b = await box(p);
  await p.mouse.move(b.x + 3, b.y + b.height / 2);
}
/** Waits until the set has tucked away and its 200 ms slide has finished: off the window but for its tab. A fixed
 *  wait for the slide was too short on a loaded machine, and the click on the tab then met the set mid-slide. */
async function tuckedAway(p: Page) {
  await expect.poll(() => set(p).getAttribute('data-shrunk'), { timeout: 3000, interval: 50 }).toBe('true');
  const width = p.viewportSize()!.width;
  await expect
    .poll(
      async () => {
        const b = await box(p);
        return (await set(p).getAttribute('data-side')) === 'left' ? b.x + b.width <= 0 : b.x >= width;
      },
      { timeout: 5000, interval: 50 },
    )
    .toBe(true);
}

/** A signed-in page; floatStyle rewrites the company's globalParam on its way to the browser. */
async function openPage(options: { viewport?: typeof DESKTOP; locale?: string; floatStyle?: number } = {}) {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: 'en-US',
    storageState: signedIn,
    deviceScaleFactor: 1,
  });
  if (options.locale) await context.addInitScript((l) => localStorage.setItem('vitrine.locale', l), options.locale);
  if (options.floatStyle !== undefined) {
    const floatStyle = options.floatStyle;
    await context.route('**/api/WebsiteShare/GetCompanyInfoOnLoginV2**', async (route) => {
      const response = await route.fetch();
      const envelope = (await response.json()) as Envelope<{ globalParam: { floatStyle: number } }>;
      const data = openEnvelope(envelope, 'data');
      data.globalParam.floatStyle = floatStyle;
      envelope.data = envelope.encryptCode === ENCRYPTED ? encryptJson(data, envelope.dateTime) : data;
      await route.fulfill({
        status: response.status(),
        contentType: 'application/json',
        body: JSON.stringify(envelope),
      });
    });
  }
  return context.newPage();
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
  const login = await context.newPage();
  await login.goto(`${inject('apiUrl')}/login?id=${code}`);
  await login.getByLabel('Account').fill(DEMO_SHARES.private.account);
  await login.getByLabel('Password').fill(DEMO_SHARES.private.password);
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await login.waitForURL(/\/index\/home/);
  signedIn = await context.storageState();
  await context.close();
  page = await openPage();
}, 60_000);
afterAll(() => browser?.close());

describe('floating controls on desktop', () => {
  it('show the share’s buttons on the right edge, above the page', async () => {
    await page.goto(url('/index/productCenter'));
    await set(page).waitFor();
    await poll(() =>
      set(page)
        .locator('.floating__item:not(:empty)')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-kind'))),
    ).toEqual(['cart', 'chat', 'app', 'toTop']);
    expect(await set(page).getAttribute('aria-label')).toBe('Quick actions');
    expect(await set(page).evaluate((el) => getComputedStyle(el).zIndex)).toBe(String(FLOATING_BALL.zIndex));
    // Left alone it tucks away within about a second; a click on its tab brings it out, the pointer on it holds it.
    await tuckedAway(page);
    const tucked = await box(page);
    expect(tucked.x).toBeGreaterThanOrEqual(DESKTOP.width);
    await page.mouse.click(DESKTOP.width - 6, tucked.y + tucked.height / 2);
    await page.mouse.move(DESKTOP.width - 30, tucked.y + 10);
    await poll(() => set(page).getAttribute('data-shrunk')).toBeNull();
    await page.waitForTimeout(FLOATING_BALL.collapseMs + 100);
    const { x, width } = await box(page);
    expect(Math.abs(x + width - (DESKTOP.width - FLOATING_BALL.edgePx))).toBeLessThanOrEqual(1);
  });

  it('dragged to the left and let go, it snaps 10 px from the edge, tucks away after about 1 s and comes back on a click', async () => {
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
    await tuckedAway(page);
    const tucked = await box(page);
    await page.mouse.click(DESKTOP.width - 6, tucked.y + tucked.height / 2);
    await poll(() => set(page).getAttribute('data-shrunk')).toBeNull();
    await page.waitForTimeout(300);
    const grip = (await set(page).locator('.floating__grip').boundingBox())!;
    const start = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x - 20, start.y + 10, { steps: 4 });
    await page.mouse.move(200, start.y + 40, { steps: 12 });
    expect(await set(page).getAttribute('data-dragging')).toBe('true');
    await page.mouse.move(120, start.y + 40, { steps: 4 });
    // Timed from before the release: the page can drop the set (and start its 1 s) while a loaded machine is still
    // acknowledging the pointer's next move, so a clock read after that move undercounts (seen at 729 ms).
    const released = Date.now();
    await page.mouse.up();
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
    await expect
      .poll(async () => Math.round((await box(page)).x), { timeout: 2000, interval: 50 })
      .toBe(FLOATING_BALL.edgePx);
    expect(await set(page).getAttribute('data-side')).toBe('left');
    expect(await set(page).getAttribute('data-shrunk')).toBeNull();
    // A generous ceiling: on a loaded CI machine timers run late; the floor below is what the spec fixes.
    await expect.poll(() => set(page).getAttribute('data-shrunk'), { timeout: 10000, interval: 50 }).toBe('true');
    expect(Date.now() - released).toBeGreaterThanOrEqual(FLOATING_BALL.collapseAfterMs - 100);
    await page.waitForTimeout(FLOATING_BALL.collapseMs + 150);
    // Slid off the screen: only its tab, 16 px wide, shows at the edge.
    const shrunk = await box(page);
    expect(shrunk.x + shrunk.width).toBeLessThanOrEqual(0);
    // A click on the visible tab brings it back, and only that: no button behind it acts.
    await page.mouse.click(7, shrunk.y + shrunk.height / 2);
    await poll(() => set(page).getAttribute('data-shrunk')).toBeNull();
    await expect.poll(async () => Math.round((await box(page)).x), { timeout: 1000 }).toBe(FLOATING_BALL.edgePx);
    expect(await set(page).locator('.app-popover').count()).toBe(0);
    expect(page.url()).toContain('/index/productCenter');
  });

  it('remembers its edge after a reload', async () => {
    await page.reload();
    await set(page).waitFor();
    expect(await set(page).getAttribute('data-side')).toBe('left');
    // Read once it is out and held: left alone it tucks away 1 s after the page shows it, which a loaded machine
    // can take to answer the box (seen in a full browser run).
    await holdOut(page);
    expect(Math.round((await box(page)).x)).toBe(FLOATING_BALL.edgePx);
  });

  it('the keyboard moves it: focus the grip, Space, ArrowRight, Space', async () => {
    const grip = set(page).locator('.floating__grip');
    await grip.focus();
    // Keyboard focus holds it out.
    await poll(() => set(page).getAttribute('data-shrunk')).toBeNull();
    await page.keyboard.press('Space');
    await expect.poll(() => set(page).getAttribute('data-dragging'), { timeout: 3000 }).toBe('true');
    // dnd-kit's keyboard sensor listens for the arrows from a zero-delay timer set when the set is picked up, which a
    // loaded machine may run after the page shows the drag: a timer of the page's own, set now, runs after it.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
    // One key at a time, as a person presses them: each move lands before the next key.
    await page.keyboard.press('ArrowRight');
    await poll(async () => (await box(page)).x > DESKTOP.width / 2).toBe(true);
    const top = (await box(page)).y;
    await page.keyboard.press('ArrowUp');
    await poll(async () => (await box(page)).y < top).toBe(true);
    // dnd-kit takes the move into its drop on its next animation frame: wait for two (a person is never that quick).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.keyboard.press('Space');
    // The drop ends after the 500 ms snap: allow a busy machine more than expect.poll's default second.
    await expect.poll(() => set(page).getAttribute('data-side'), { timeout: 4000 }).toBe('right');
    await expect
      .poll(
        async () => {
          const b = await box(page);
          return Math.round(b.x + b.width);
        },
        { timeout: 2000 },
      )
      .toBe(DESKTOP.width - FLOATING_BALL.edgePx);
    // The live region told a screen reader about it.
    expect(await page.locator('[role="status"][aria-live]').allTextContents()).toContain('Quick actions dropped.');
  });

  it('the handle hides and shows the buttons', async () => {
    const toggle = set(page).locator('.floating__toggle');
    await toggle.focus();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await set(page).locator('.floating__list').isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await set(page).locator('.floating__list').isVisible()).toBe(true);
  });

  it('the app button opens a QR popover of 80 px codes; Esc closes it and focus goes back', async () => {
    const app = set(page).locator('[data-kind="app"] > button');
    await app.focus();
    await page.keyboard.press('Enter');
    const popover = set(page).getByRole('dialog', { name: 'Get our app' });
    await popover.waitFor();
    expect(await app.getAttribute('aria-expanded')).toBe('true');
    expect(await popover.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const qr = popover.locator('svg');
    await qr.first().waitFor(); // the codes' library loads on first use
    expect(await qr.count()).toBe(1); // the demo offers an Android app only
    expect(await qr.getAttribute('width')).toBe('80');
    expect(await qr.locator('path').count()).toBeGreaterThan(0);
    expect(await popover.getByRole('link').getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=com.sunnybear.catalogue',
    );
    expect(await popover.textContent()).toContain('Android');
    // Beside the set, towards the page, inside the window.
    const [p, s] = [(await popover.boundingBox())!, await box(page)];
    expect(p.x + p.width).toBeLessThanOrEqual(s.x);
    expect(p.x).toBeGreaterThanOrEqual(0);
    await keepScreen(page, { path: `${shots}/popover-en.png` });
    await page.keyboard.press('Escape');
    await poll(() => popover.count()).toBe(0);
    expect(await app.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('the cart badge counts a product added to the cart', async () => {
    const badge = set(page).locator('[data-kind="cart"] .cart-badge');
    const count = async () => ((await badge.count()) ? Number(await badge.textContent()) : 0);
    const before = await count();
    await page
      .getByRole('button', { name: /^Add .* to cart$/ })
      .first()
      .click();
    // A visitor without contact details is asked for them first, and the product waits for them. isVisible() does
    // not wait (its timeout is ignored), so the test waits for whichever comes: the question or the count.
    const contact = page.getByRole('dialog', { name: 'Your contact details' });
    const asked = async () => contact.isVisible();
    await expect.poll(async () => (await asked()) || (await count()) === before + 1, { timeout: 10_000 }).toBe(true);
    if (await asked()) {
      await contact.getByLabel('Mobile').fill('+34600123456');
      await contact.getByRole('button', { name: 'Save and add to cart' }).click();
    }
    await expect.poll(count, { timeout: 5000 }).toBe(before + 1);
    expect(await set(page).locator('[data-kind="cart"] a').getAttribute('aria-label')).toMatch(/^Cart, \d+ products?$/);
  });

  it('the chat badge counts a reply from the service desk', async () => {
    const buyerToken = await page.evaluate(() => localStorage.getItem('vitrine.token'));
    await must(
      'SendChatMessageClient',
      { clientKey: `floating-${Date.now()}`, msgType: 0, content: 'Do you ship to Lisbon?' },
      buyerToken!,
    );
    const admin = await must<{ token: string }>('AdminLogin', DEMO_ADMIN);
    const list = await must<{ items: { conversationId: number; buyer: { account: string } }[] }>(
      'ConsoleChatList',
      { pageIndex: 1, pageSize: 50 },
      admin.token,
    );
    const conversation = list.items.find((c) => c.buyer.account === DEMO_SHARES.private.account)!;
    await must(
      'ConsoleSendChat',
      {
        conversationId: conversation.conversationId,
        clientKey: `desk-${Date.now()}`,
        msgType: 0,
        content: 'Yes, every week.',
      },
      admin.token,
    );
    const badge = set(page).locator('[data-kind="chat"] .chat-badge');
    await expect
      .poll(async () => ((await badge.count()) ? Number(await badge.textContent()) : 0), {
        timeout: 12_000,
        interval: 250,
      })
      .toBeGreaterThan(0);
  });
});

describe('window changes and reduced motion', () => {
  it('follows the window when it gets narrower and shorter', async () => {
    const other = await openPage();
    await other.goto(url('/index/home'));
    await set(other).waitFor();
    await other.setViewportSize({ width: 1100, height: 420 });
    // The resize handler waits 500 ms; then the set is brought out so its box can be read.
    await other.waitForTimeout(700);
    await holdOut(other);
    await expect
      .poll(
        async () => {
          const n = await box(other);
          return [Math.round(n.x + n.width), n.y + n.height <= 420 - FLOATING_BALL.edgePx + 1];
        },
        { timeout: 3000 },
      )
      .toEqual([1100 - FLOATING_BALL.edgePx, true]);
    await other.context().close();
  });

  it("the phone's design starts at 767 px, as the CSS's, and follows a resize", async () => {
    const other = await openPage({ viewport: { width: 768, height: 800 } });
    await other.goto(url('/index/productCenter'));
    await set(other).waitFor();
    expect(await other.locator('.floating-ball').count()).toBe(0);
    await other.setViewportSize({ width: 767, height: 800 });
    await other.locator('.floating-ball').waitFor(); // re-read 500 ms after the resize stops
    expect(await set(other).count()).toBe(0);
    await other.context().close();
  });

  it('with reduced motion it snaps and tucks away without animating', async () => {
    const context = await browser.newContext({
      viewport: DESKTOP,
      locale: 'en-US',
      storageState: signedIn,
      reducedMotion: 'reduce',
    });
    const still = await context.newPage();
    await still.goto(url('/index/home'));
    await set(still).waitFor();
    expect(
      await set(still).evaluate((el) =>
        getComputedStyle(el)
          .transitionDuration.split(',')
          .every((d) => parseFloat(d) === 0),
      ),
    ).toBe(true);
    await tuckedAway(still);
    const tucked = await box(still);
    await still.mouse.click(DESKTOP.width - 6, tucked.y + tucked.height / 2);
    const grip = (await set(still).locator('.floating__grip').boundingBox())!;
    await still.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await still.mouse.down();
    await still.mouse.move(300, grip.y + 40, { steps: 8 });
    await still.mouse.up();
    // At the edge at once, with no animation running.
    expect(Math.round((await box(still)).x)).toBe(FLOATING_BALL.edgePx);
    expect(await set(still).evaluate((el) => el.getAnimations().length)).toBe(0);
    await context.close();
  });
});

describe('floating controls on a phone', () => {
  it('no set at 390x844; the floating ball on productCenter, 70 px from the top, opens the scanner (issue 26), cart, chat and to top', async () => {
    const phone = await openPage({ viewport: PHONE });
    await phone.goto(url('/index/home'));
    await phone.locator('.catalogue').waitFor();
    await phone.waitForTimeout(800);
    expect(await set(phone).count()).toBe(0);
    expect(await phone.locator('.floating-ball').count()).toBe(0);
    await phone.goto(url('/index/productCenter'));
    const ball = phone.locator('.floating-ball');
    await ball.waitFor();
    expect(await set(phone).count()).toBe(0);
    const b = (await ball.boundingBox())!;
    expect(Math.round(b.y)).toBe(70);
    expect(Math.round(PHONE.width - b.x - b.width)).toBe(FLOATING_BALL.edgePx);
    // The header's search row keeps the ball's room, so its scan button is not under the ball.
    const search = (await phone.locator('.m-header__search').first().boundingBox())!;
    expect(search.x + search.width).toBeLessThanOrEqual(b.x);
    const toggle = ball.getByRole('button', { name: 'Quick actions' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await poll(() =>
      ball.locator('.floating__item:not(:empty)').evaluateAll((items) => items.map((i) => i.getAttribute('data-kind'))),
    ).toEqual(['scan', 'cart', 'chat', 'toTop']);
    await keepScreen(phone, { path: `${shots}/mobile-ball-en.png` });
    await phone.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await phone.context().close();
  });
});

describe('screenshots', () => {
  for (const floatStyle of [1, 2, 3]) {
    for (const locale of ['en', 'he']) {
      it(`floatStyle ${floatStyle} in ${locale}`, async () => {
        const shot = await openPage({ floatStyle, locale });
        await shot.goto(url('/index/productCenter'));
        await set(shot).waitFor();
        await shot.locator('.product-card:not(.product-card--skeleton)').first().waitFor();
        const layout = ({ 1: 'bar', 2: 'pill', 3: 'circles' } as const)[floatStyle];
        expect(await set(shot).getAttribute('data-layout')).toBe(layout);
        // Right-to-left languages start on the left edge.
        expect(await set(shot).getAttribute('data-side')).toBe(locale === 'he' ? 'left' : 'right');
        // Left alone it tucks away; a click on its tab brings it out, and the pointer resting on it holds it there.
        await holdOut(shot);
        await shot.waitForTimeout(1200);
        expect(await set(shot).getAttribute('data-shrunk')).toBeNull();
        // The grip and the tuck button are targets a finger can hit: at least 24 px each way (WCAG 2.5.8).
        for (const target of ['.floating__grip', '.floating__toggle']) {
          const box = await set(shot).locator(target).boundingBox();
          expect(Math.min(box!.width, box!.height), `${target} in style ${floatStyle}`).toBeGreaterThanOrEqual(24);
        }
        await keepScreen(shot, { path: `${shots}/style-${floatStyle}-${locale}.png` });
        if (floatStyle === 1 && locale === 'en') {
          await shot.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
          await tuckedAway(shot);
          await keepScreen(shot, { path: `${shots}/tucked-en.png` });
        }
        await shot.context().close();
      });
    }
  }
});
