// The supplier studio in a real browser (issue 25, "Done means" as far as built):
// - the demo designer signs in, opens Pages, adds a banner from the palette, chooses style 3, writes its caption
//   in en and zh-CN, links it to the hot-selling area, moves it above the product block with the keyboard, and is
//   told at the field that an http:// picture will not do (and Publish stays off) until it is fixed;
// - every edit reaches the canvas at once by postMessage, without reloading it;
// - the draft saves itself and shows on the canvas (the share in preview, opened straight in the catalogue through
//   the designer's preview session), and in a tab of its own (Preview as a buyer) under the preview ribbon, not to an
//   anonymous visitor;
// - publish: the public page has it; roll back to the version before: it is gone again;
// - the phone page on the canvas at 390; a click on a module there selects it in the studio;
// - a style dragged from the palette onto a row lands before it; a type dragged onto the canvas lands after the
//   selected module and shows on the canvas at once;
// - a link's product is found by number and picked; a picture is picked from the media library;
// - the same composition with the keyboard alone (dnd-kit's keyboard move, Ctrl+Z), previewed, published, rolled back;
// - screenshots of the studio at 1440 in en and zh-CN and of the canvas at 390 (tests/.artifacts/screenshots/studio-*).
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { createApiCore } from '../../src/api/core';
import { createApiEvents, createLoadingCounter } from '../../src/api/events';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { keepScreen } from './screens';

const shots = 'tests/.artifacts/screenshots';
const CAPTION = 'Autumn fair: hot sellers';
let browser: Browser;
const api = createApiCore({
  baseUrl: inject('apiUrl'),
  events: createApiEvents(),
  loading: createLoadingCounter(),
  getToken: () => null,
});
/** The published web page as an anonymous visitor gets it (asking for a preview changes nothing for them). */
const publicPage = async () =>
  JSON.stringify((await api.call('GetCompanyInfoOnLoginV2', { url: DEMO_SHARES.public.code, isPreview: '1' })).webList);

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchChromium();
});
afterAll(async () => {
  api.clock.stop();
  await browser?.close();
});

async function studio(locale = 'en-US', width = 1440, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, locale });
  const page = await context.newPage();
  await page.goto(`${inject('apiUrl')}/console`);
  await page.locator('#console-signin-title').waitFor();
  await page.locator('input[name="account"]').fill(DEMO_ADMIN.account);
  await page.locator('input[name="password"]').fill(DEMO_ADMIN.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/console\/\w+/);
  await page.goto(`${inject('apiUrl')}/console/pages`);
  await page.locator('.studio-list, .studio-empty').first().waitFor();
  return page;
}

const rowNames = (page: Page) => page.locator('.studio-row__name').allTextContents();

/** The canvas's document, marked: a mark still there later means the frame was never reloaded. */
async function markedCanvas(page: Page) {
  const frame = (await (await page.locator('.studio-canvas iframe').elementHandle())!.contentFrame())!;
  await frame.locator('[data-module-id]').first().waitFor();
  await frame.evaluate(() => Object.assign(window, { studioMark: 1 }));
  return { frame, reloaded: async () => !(await frame.evaluate(() => 'studioMark' in window)) };
}

it('composes a banner, previews it, publishes it and rolls it back', async () => {
  const page = await studio();
  const before = await publicPage();
  const live = await markedCanvas(page);
  await page.getByRole('button', { name: 'Add Banner', exact: true }).click();
  const form = page.locator('.studio-inspector');
  await form.getByLabel('Style', { exact: true }).selectOption('3');
  await form.getByLabel('English').first().fill(CAPTION);
  // Live: the caption is on the canvas as it is typed, unsaved, and the frame did not reload for it.
  await live.frame.getByText(CAPTION).first().waitFor();
  expect(await live.reloaded()).toBe(false);
  await form.getByLabel('简体中文').first().fill('秋季展会：热销');
  // The first slide's link: the hot-selling area.
  const link = form.locator('fieldset', { has: page.getByText('Link', { exact: true }) }).first();
  await link.getByLabel('Kind').selectOption('area');
  await link.getByLabel('Area').selectOption('hotSellingArea');

  // Above the first product block, by keyboard: the new row's "up" button, pressed with Enter until it is there.
  const rows = page.locator('.studio-row');
  const ours = () => rows.evaluateAll((all) => all.findIndex((row) => row.hasAttribute('data-selected')));
  const firstBlock = async () => (await rowNames(page)).findIndex((n) => n.startsWith('Product block'));
  const up = page.locator('.studio-row[data-selected]').getByRole('button', { name: 'Move Banner, style 3 up' });
  for (let i = 0; i < 20 && (await ours()) > (await firstBlock()); i++) {
    await up.focus();
    await page.keyboard.press('Enter');
  }
  expect(await ours()).toBeLessThan(await firstBlock());

  // An http:// picture: the field says what is wrong, nothing is saved, Publish is off.
  const picture = form.getByLabel('Image').first();
  const good = await picture.inputValue();
  await picture.fill('http://example.com/banner.png');
  await form
    .getByText('Use a picture from the media library or an address that starts with https://.')
    .first()
    .waitFor();
  expect(await page.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);
  await page.getByText('Not saved: 1 module needs a fix').waitFor();
  await picture.fill(good);
  await page.getByText('Draft saved').waitFor();
  expect(await live.reloaded()).toBe(false);

  // The canvas is the share in preview, opened straight in the catalogue (no login page to get past): the draft.
  const canvas = page.frameLocator('.studio-canvas iframe');
  await canvas.getByText(CAPTION).first().waitFor();
  expect(await canvas.getByRole('button', { name: 'Enter the catalogue' }).count()).toBe(0);
  await keepScreen(page, { path: `${shots}/studio-en-1440.png` });
  expect(await publicPage()).not.toContain(CAPTION);

  // Preview as a buyer: the share in preview, in a tab of its own, shows the draft under the preview ribbon.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Preview as a buyer' }).click(),
  ]);
  const draft = preview.locator('[data-draft]', { hasText: CAPTION }).first();
  await draft.waitFor();
  expect(await draft.locator('.module__ribbon').textContent()).toBe('Preview');
  await preview.close();

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Published: buyers see this page now.').waitFor();
  expect(await publicPage()).toContain(CAPTION);

  await page.getByText('Published versions').click();
  await page
    .getByRole('button', { name: /^Roll back to the version of/ })
    .first()
    .click();
  await page.getByText('The earlier version is published again.').waitFor();
  expect(await publicPage()).toBe(before);
  await page.context().close();
});

it('speaks Chinese, and shows the phone page on the canvas at 390', async () => {
  const page = await studio('zh-CN');
  await page.locator('.studio-row__main').nth(1).click();
  await page.getByRole('heading', { name: '页面设计', level: 1 }).waitFor();
  // The screenshot waits for the canvas's first banner (the demo's Chinese caption), not just its first module.
  await page.frameLocator('.studio-canvas iframe').getByText('2027春季新品发布').first().waitFor();
  await keepScreen(page, { path: `${shots}/studio-zh-CN-1440.png` });
  await page.getByRole('tab', { name: '手机端页面' }).click();
  expect(await page.getByRole('button', { name: '手机 390' }).getAttribute('aria-pressed')).toBe('true');
  const canvas = page.frameLocator('.studio-canvas iframe');
  await canvas.locator('[data-module-id]').first().waitFor();
  // Clicking a module on the canvas selects it in the studio.
  await canvas.locator('[data-module-type="banner"]').first().click();
  await page.locator('.studio-inspector h2', { hasText: '轮播图' }).waitFor();
  // …and outlines it there (the share's CSP let no <style> element of the studio's into the frame: no outline).
  const outline = () =>
    canvas
      .locator('[data-module-type="banner"]')
      .first()
      .evaluate((el) => getComputedStyle(el).outlineStyle);
  await expect.poll(outline, { timeout: 10_000 }).toBe('solid');
  await keepScreen(page.locator('.studio-canvas'), { path: `${shots}/studio-canvas-390.png` });
  await page.context().close();
});

it('drags a style from the palette onto the module list and a type onto the canvas', async () => {
  // Tall enough that the side column shows the list and the palette together (a hand drags within what it sees).
  const page = await studio('en-US', 1440, 1800);
  const frame = page.frameLocator('.studio-canvas iframe');
  await frame.locator('[data-module-id]').first().waitFor();
  const drag = async (from: string, to: string) => {
    await page.locator(from).first().scrollIntoViewIfNeeded();
    const a = (await page.locator(from).first().boundingBox())!;
    const b = (await page.locator(to).first().boundingBox())!;
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    // Past the sensor's 4 px, then over the target in steps, as a hand would.
    await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 3 });
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
    await page.mouse.up();
  };
  const before = (await rowNames(page)).length;
  await drag('button[aria-label="Add Banner, style 6"]', '.studio-row');
  expect((await rowNames(page))[0]).toBe('Banner, style 6');
  const grids = await frame.locator('[data-module-type="grid"]').count();
  await drag('button[aria-label="Add Squared grid"]', '.studio-canvas__box');
  expect(await rowNames(page)).toHaveLength(before + 2);
  // After the selected module (the banner just dropped), and on the canvas at once.
  expect((await rowNames(page))[1]).toMatch(/grid/i);
  await expect.poll(() => frame.locator('[data-module-type="grid"]').count()).toBe(grids + 1);
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Undo', exact: true }).click();
  expect(await rowNames(page)).toHaveLength(before);
  // Saved back to what it was (the published page, or the draft before).
  await page.locator('.studio-bar__status', { hasText: /^(Draft saved|Published)$/ }).waitFor();
  await page.context().close();
});

it("picks a link's product by search and a picture from the media library", async () => {
  const page = await studio();
  await page.getByRole('button', { name: 'Add Banner', exact: true }).click();
  const form = page.locator('.studio-inspector');
  const link = form.locator('fieldset', { has: page.getByText('Link', { exact: true }) }).first();
  await link.getByLabel('Kind').selectOption('product');
  await link.getByRole('searchbox', { name: 'Find a product by number or name' }).fill('SB00001');
  const first = link.getByRole('list', { name: 'Products found' }).getByRole('button').first();
  const number = (await first.locator('strong').textContent())!;
  await first.click();
  expect(await link.locator('.studio-pick input[type="text"]').inputValue()).toBe(number);

  await form.getByRole('button', { name: 'Media library' }).first().click();
  const picture = form.getByRole('button', { name: /^Picture of / }).first();
  await picture.waitFor();
  await picture.click();
  expect(await form.getByLabel('Image').first().inputValue()).toMatch(/^\/media\//);
  await page.getByText('Draft saved').waitFor();
  await page
    .locator('.studio-row[data-selected]')
    .getByRole('button', { name: /^Delete / })
    .click();
  await page.locator('.studio-bar__status', { hasText: /^(Draft saved|Published)$/ }).waitFor();
  await page.context().close();
});

// Keyboard only: every control is reached by focus, as Tab reaches it, and worked with keys (Enter, Space,
// arrows, typing, Ctrl+Z); Playwright's press, fill and selectOption send no mouse event.
it('composes, previews, publishes and rolls back with the keyboard alone', async () => {
  const page = await studio();
  const before = await publicPage();
  const caption = 'Keyboard fair: hot sellers';
  await page.getByRole('button', { name: 'Add Banner', exact: true }).press('Enter');
  const form = page.locator('.studio-inspector');
  await form.getByLabel('Style', { exact: true }).selectOption('3');
  await form.getByLabel('English').first().fill(caption);
  await form.getByLabel('简体中文').first().fill('键盘展会：热销');
  const link = form.locator('fieldset', { has: page.getByText('Link', { exact: true }) }).first();
  await link.getByLabel('Kind').selectOption('area');
  await link.getByLabel('Area').selectOption('hotSellingArea');

  // Up above the first product block: the row's handle picks it up with Space, the arrows move it, Space drops.
  const rows = page.locator('.studio-row');
  const ours = () => rows.evaluateAll((all) => all.findIndex((row) => row.hasAttribute('data-selected')));
  const firstBlock = async () => (await rowNames(page)).findIndex((n) => n.startsWith('Product block'));
  const start = await ours();
  const handle = page
    .locator('.studio-row[data-selected]')
    .getByRole('button', { name: 'Move Banner, style 3', exact: true });
  await handle.press('Space');
  for (let i = 0; i < start - (await firstBlock()) + 1; i++) {
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(120);
  }
  await page.keyboard.press('Space');
  await expect.poll(ours).toBeLessThan(await firstBlock());

  // A wrong picture is told at the field; Ctrl+Z takes it back.
  const picture = form.getByLabel('Image').first();
  const good = await picture.inputValue();
  await picture.fill('http://example.com/banner.png');
  await form
    .getByText('Use a picture from the media library or an address that starts with https://.')
    .first()
    .waitFor();
  await picture.press('Control+z');
  await expect.poll(() => picture.inputValue()).toBe(good);
  await page.getByText('Draft saved').waitFor();

  await page.frameLocator('.studio-canvas iframe').getByText(caption).first().waitFor();
  expect(await publicPage()).not.toContain(caption);
  await page.getByRole('button', { name: 'Publish' }).press('Enter');
  await page.getByText('Published: buyers see this page now.').waitFor();
  expect(await publicPage()).toContain(caption);

  await page.getByText('Published versions').press('Enter');
  await page
    .getByRole('button', { name: /^Roll back to the version of/ })
    .first()
    .press('Enter');
  await page.getByText('The earlier version is published again.').waitFor();
  expect(await publicPage()).toBe(before);
  await page.context().close();
});
