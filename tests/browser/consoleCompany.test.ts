// The console's Company room (issue 24) in chromium, against the real server (the demo company, restored after):
// - the demo admin writes a new Arabic page title and a new English contact phone and saves; a buyer opening the
//   public share in Arabic gets that title as the page's <title>, and in English the contact page shows the phone;
// - leaving the room with unsaved changes asks first, and staying keeps them;
// - two about-us pictures are uploaded, the second moved first and saved: the buyer's contact page shows them in
//   that order; removed and saved, they are gone;
// - dragged with the mouse: the last of two new pictures dropped on the first takes its place, and the saved order
//   is the buyer's; in Arabic the handle's keyboard move (Space, arrow, Space) goes by what the eye sees: a picture's
//   later neighbour on its row is drawn to its left, and the left arrow moves it there;
// - another admin saves while the room is open: this admin's save is refused with a note saying so, nothing of theirs
//   is lost, and "Reload the latest" shows the other admin's company;
// - screens of the room at 1440x900 and 390x844 in zh-CN and ar into tests/.artifacts/screenshots/console-company-*.png
//   (the about-us pictures on their own too, console-company-pictures-*).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { consolePage } from './consoleSession';
import type { CallTypes } from '../../schemas/api/types.gen';
import sharp from 'sharp';
import { must } from '../api/wire';
import { keepScreen } from './screens';

/** A sortable tile moved by the drag: dnd-kit gives every tile `translate3d(0px, 0px, 0)` from the moment one is picked
 *  up, so only a non-zero offset says the tile has stepped aside (letting go earlier drops the picture where it was). */
const STEPPED_ASIDE = /translate3d\((?!0px, 0px)/;

const shots = 'tests/.artifacts/screenshots';
const stamp = Date.now().toString(36).slice(-5);
let browser: Browser;
let admin: string;
let original: CallTypes['ConsoleCompany']['response']['company'];

async function openRoom(viewport?: { width: number; height: number }, locale?: string): Promise<Page> {
  const page = await consolePage(browser, { viewport, locale });
  await page.goto(`${inject('apiUrl')}/console/company`);
  await page.locator('.language-column').first().waitFor();
  return page;
}

async function buyerPage(locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  await context.addInitScript((l) => localStorage.setItem('vitrine.locale', l), locale);
  const page = await context.newPage();
  await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
  return page;
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchChromium();
  admin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
  original = (await must<CallTypes['ConsoleCompany']['response']>('ConsoleCompany', {}, admin)).company;
}, 60_000);
const photo = (background: string) =>
  sharp({ create: { width: 800, height: 500, channels: 3, background } })
    .png()
    .toBuffer();
const companyNow = () => must<CallTypes['ConsoleCompany']['response']>('ConsoleCompany', {}, admin);

afterAll(async () => {
  if (original) await must('ConsoleSaveCompany', { version: (await companyNow()).version, company: original }, admin);
  await browser?.close();
});

describe('Company room', () => {
  it("a saved Arabic page title and contact phone reach the buyer's <title> and contact page", async () => {
    const title = `ألعاب الدب المشمس ${stamp}`;
    const phone = `+86 754 8588 ${stamp.length}${Date.now() % 1000}`;
    const page = await openRoom();
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('group', { name: 'العربية' }).getByLabel('Page title').fill(title);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('group', { name: 'English' }).getByLabel('Telephone').fill(phone);
    await page.getByText('Unsaved changes').waitFor();

    // Leaving asks first; staying keeps the typing.
    await page.getByRole('link', { name: 'Buyers' }).click();
    await page.getByText('Leave without saving? Your changes to the company details will be lost.').waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(await page.getByRole('group', { name: 'English' }).getByLabel('Telephone').inputValue()).toBe(phone);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved. Buyers see it at their next visit.').waitFor();
    await page.context().close();

    const arabic = await buyerPage('ar');
    await expect.poll(() => arabic.title(), { timeout: 15_000 }).toBe(title);
    await arabic.context().close();

    const english = await buyerPage('en');
    await english.getByRole('button', { name: 'Enter the catalogue' }).click();
    await english.waitForURL(/\/index\/home/);
    await english.goto(`${inject('apiUrl')}/contact?id=${DEMO_SHARES.public.code}`);
    await english.getByText(phone).first().waitFor({ timeout: 15_000 });
    await english.context().close();
  });

  it("uploads about-us pictures, arranges and removes them, and the buyer's contact page follows", async () => {
    const page = await openRoom();
    const before = original.aboutPictures.length;
    await page.locator('.company-pictures__add input[type="file"]').setInputFiles([
      { name: 'factory.png', mimeType: 'image/png', buffer: await photo('#c87533') },
      { name: 'showroom.png', mimeType: 'image/png', buffer: await photo('#3373c8') },
    ]);
    const tiles = page.getByRole('list', { name: 'About-us pictures' }).getByRole('listitem');
    await expect.poll(() => tiles.count(), { timeout: 20_000 }).toBe(before + 2);
    await page.getByRole('button', { name: `Move picture ${before + 2} earlier` }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved. Buyers see it at their next visit.').waitFor();
    const saved = (await companyNow()).company.aboutPictures;
    expect(saved.slice(0, before)).toEqual(original.aboutPictures);
    const [showroom, factory] = saved.slice(before);
    expect([showroom, factory].every((p) => p.startsWith('/media/uploads/'))).toBe(true);

    const buyer = await buyerPage('en');
    await buyer.getByRole('button', { name: 'Enter the catalogue' }).click();
    await buyer.waitForURL(/\/index\/home/);
    await buyer.goto(`${inject('apiUrl')}/contact?id=${DEMO_SHARES.public.code}#about`);
    const shown = buyer.locator('.about-pictures img');
    await expect.poll(() => shown.count(), { timeout: 15_000 }).toBe(before + 2);
    expect(await shown.nth(before).getAttribute('src')).toBe(showroom);
    expect(await shown.nth(before + 1).getAttribute('src')).toBe(factory);
    // Served as a picture the browser draws.
    await expect.poll(() => shown.nth(before).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);

    await page.getByRole('button', { name: `Remove picture ${before + 2}` }).click();
    await page.getByRole('button', { name: `Remove picture ${before + 1}` }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved. Buyers see it at their next visit.').waitFor();
    expect((await companyNow()).company.aboutPictures).toEqual(original.aboutPictures);
    await buyer.reload();
    await expect.poll(() => shown.count(), { timeout: 15_000 }).toBe(before);
    await buyer.context().close();
    await page.context().close();
  }, 90_000);

  it("drags a picture into place with the mouse, and the buyer's contact page shows the saved order", async () => {
    const page = await openRoom();
    const before = original.aboutPictures.length;
    await page.locator('.company-pictures__add input[type="file"]').setInputFiles([
      { name: 'factory.png', mimeType: 'image/png', buffer: await photo('#2f9e44') },
      { name: 'showroom.png', mimeType: 'image/png', buffer: await photo('#9c36b5') },
    ]);
    const tiles = page.locator('.company-pictures__item');
    await expect.poll(() => tiles.count(), { timeout: 20_000 }).toBe(before + 2);
    const order = () => tiles.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
    const [factory, showroom] = (await order()).slice(before);

    // The showroom's picture is picked up by the picture itself and let go over the factory's.
    const from = tiles.nth(before + 1).locator('img');
    const onto = tiles.nth(before);
    // Mid-screen: the sticky save bar covers the window's bottom edge.
    await from.evaluate((img) => img.scrollIntoView({ block: 'center' }));
    const a = (await from.boundingBox())!;
    const b = (await onto.boundingBox())!;
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    // Past the sensor's 5 px, then over the target in steps, as a hand would.
    await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2, { steps: 4 });
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
    // Let go only once the factory's tile has stepped aside (a loaded machine draws late).
    await expect.poll(() => onto.evaluate((li) => li.style.transform), { timeout: 15_000 }).toMatch(STEPPED_ASIDE);
    await page.mouse.up();
    await expect.poll(async () => (await order()).slice(before), { timeout: 15_000 }).toEqual([showroom, factory]);
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved. Buyers see it at their next visit.').waitFor();
    expect((await companyNow()).company.aboutPictures).toEqual([...original.aboutPictures, showroom, factory]);

    const buyer = await buyerPage('en');
    await buyer.getByRole('button', { name: 'Enter the catalogue' }).click();
    await buyer.waitForURL(/\/index\/home/);
    await buyer.goto(`${inject('apiUrl')}/contact?id=${DEMO_SHARES.public.code}#about`);
    const shown = buyer.locator('.about-pictures img');
    await expect.poll(() => shown.count(), { timeout: 15_000 }).toBe(before + 2);
    expect(await shown.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))).toEqual([
      ...original.aboutPictures,
      showroom,
      factory,
    ]);
    await buyer.context().close();
    await page.context().close();

    // Right to left, from the keyboard: the handle picks a picture up and the left arrow moves it one later.
    const arabic = await openRoom(undefined, 'ar');
    const arTiles = arabic.locator('.company-pictures__item');
    await expect.poll(() => arTiles.count(), { timeout: 15_000 }).toBe(before + 2);
    const boxes = await arTiles.evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().toJSON() as DOMRect));
    const i = boxes.findIndex((box, k) => k + 1 < boxes.length && boxes[k + 1].top === box.top);
    expect(boxes[i + 1].left).toBeLessThan(boxes[i].left);
    const arOrder = () => arTiles.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    const expected = await arOrder();
    expected.splice(i, 2, expected[i + 1], expected[i]);
    // dnd-kit measures the tiles a frame or more after the pickup, and an arrow pressed before that is lost (seen in
    // CI): so pick up, step, and if the neighbour has not stepped aside, cancel (nothing moves) and try again.
    for (let attempt = 1; ; attempt++) {
      await arTiles.nth(i).locator('.company-pictures__handle').focus();
      await arabic.keyboard.press('Space');
      await expect.poll(() => arTiles.nth(i).getAttribute('data-dragging')).toBe('true');
      await arabic.keyboard.press('ArrowLeft');
      const stepped = await expect
        .poll(() => arTiles.nth(i + 1).evaluate((li) => li.style.transform), { timeout: 3_000 })
        .toMatch(STEPPED_ASIDE)
        .then(() => true)
        .catch(() => false);
      if (stepped) break;
      if (attempt === 5) throw new Error('the left arrow never moved the picture');
      await arabic.keyboard.press('Escape');
      await expect.poll(() => arTiles.nth(i).getAttribute('data-dragging'), { timeout: 15_000 }).toBe(null);
    }
    await arabic.keyboard.press('Space');
    await expect.poll(arOrder, { timeout: 15_000 }).toEqual(expected);
    await arabic.getByText('تغييرات غير محفوظة').waitFor();
    await arabic.context().close();
  }, 120_000);

  it("refuses a save after another admin's, says so, and reloads the other admin's company", async () => {
    const page = await openRoom();
    const website = page.getByLabel('Website');
    // Another admin saves while this room is open.
    const now = await companyNow();
    const theirs = `https://other-${stamp}.example`;
    await must('ConsoleSaveCompany', { version: now.version, company: { ...now.company, website: theirs } }, admin);

    await website.fill(`https://mine-${stamp}.example`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Someone else saved the company details after you opened them.' })
      .waitFor();
    expect((await companyNow()).company.website).toBe(theirs);
    await keepScreen(page, { path: `${shots}/console-company-conflict-en-1440.png` });
    await page.getByRole('button', { name: 'Reload the latest' }).click();
    await expect.poll(() => website.inputValue()).toBe(theirs);
    expect(await page.getByText('Unsaved changes').count()).toBe(0);
    await page.context().close();
  });

  it('screens in zh-CN and ar at 1440 and 390', async () => {
    for (const locale of ['zh-CN', 'ar'])
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const page = await openRoom(viewport, locale);
        await keepScreen(page, { path: `${shots}/console-company-${locale}-${viewport.width}.png` });
        await keepScreen(page, {
          path: `${shots}/console-company-${locale}-${viewport.width}-full.png`,
          fullPage: true,
        });
        // The about-us pictures in the middle of the window, drawn (they load lazily, which a full-page shot misses).
        const pictures = page.locator('.company-pictures');
        await pictures.evaluate((list) => list.scrollIntoView({ block: 'center' }));
        await expect
          .poll(() =>
            pictures.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)),
          )
          .toBe(true);
        await keepScreen(page, { path: `${shots}/console-company-pictures-${locale}-${viewport.width}.png` });
        await page.context().close();
      }
  });
});
