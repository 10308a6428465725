// The Catalogue room's categories (issue 23) in chromium, against the real server:
// - the Categories tab lists both levels; a new category is saved with names in zh-CN and en (the other 14 marked
//   missing) and appears in the tree with 2/16 names;
// - leaving it with unsaved changes asks first (Stay keeps the typing);
// - it moves up one place from the keyboard (handle, Space, ArrowUp, Space), and the order survives a reload;
// - deleting it while it holds a product offers to move the product, which lands in the chosen category;
// - screens of the tree and the editor at 1440x900 and 390x844 in zh-CN and ar into
//   tests/.artifacts/screenshots/console-categories-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_ADMIN } from '../../server/demo/demoShares';
import { consolePage } from './consoleSession';
import { must, wire } from '../api/wire';
import { itTakesScreens, keepScreen } from './screens';

const shots = 'tests/.artifacts/screenshots';
const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const CATEGORY = `BC${stamp}`;
const PRODUCT = `BCP${stamp}`;
let browser: Browser;
let page: Page;
let token = '';

const openConsole = (viewport?: { width: number; height: number }, locale?: string) =>
  consolePage(browser, { viewport, locale });

const topLevel = () =>
  page
    .getByRole('list', { name: 'First-level categories' })
    .locator(':scope > li > .categories__row .categories__number')
    .allInnerTexts();

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchChromium();
  page = await openConsole();
  token = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
}, 60_000);
afterAll(async () => {
  await wire('ConsoleDeleteProducts', { productNumbers: [PRODUCT] }, { token });
  await wire('ConsoleDeleteCategory', { categoryNumber: CATEGORY }, { token });
  await browser?.close();
});

describe('Categories', () => {
  it('creates a category with names in zh-CN and en, the others marked missing', async () => {
    await page.goto(`${inject('apiUrl')}/console/catalogue`);
    await page.getByRole('tab', { name: 'Categories' }).click();
    await page.waitForURL(/view=categories/);
    await page.getByRole('list', { name: 'First-level categories' }).waitFor();
    await page.getByRole('button', { name: 'New category' }).click();
    await page.waitForURL(/edit=new/);
    expect(await page.locator('.language-column__mark').count()).toBe(16);
    await page.getByLabel('Category number').fill(CATEGORY);
    await page.getByLabel('Name in 简体中文').fill('测试分类');
    await page.getByLabel('Name in English').fill('Test shelf');
    expect(await page.locator('.language-column__mark').count()).toBe(14);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(new RegExp(`edit=${CATEGORY}`));
    const row = page.locator('.categories__row', { hasText: CATEGORY });
    await expect.poll(() => row.innerText()).toMatch(/Test shelf[\s\S]*2\/16/);
    expect((await topLevel()).at(-1)).toBe(CATEGORY);
  });

  it('asks before unsaved changes are left', async () => {
    await page.getByLabel('Name in Français').fill('Rayon test');
    await page.locator('.categories__name').first().click();
    await page.getByText('Leave without saving? Your changes to this category will be lost.').waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(await page.getByLabel('Name in Français').inputValue()).toBe('Rayon test');
    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await page.getByLabel('Name in Français').inputValue()).toBe('');
  });

  it('moves up one place from the keyboard, and keeps its place after a reload', async () => {
    const before = await topLevel();
    const handle = page.getByRole('button', { name: 'Reorder Test shelf' });
    await handle.focus();
    // dnd-kit picks up, measures, then moves: each step waits for the last (a loaded machine lags a frame or two).
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    const expected = [...before.slice(0, -2), CATEGORY, before.at(-2)!];
    await expect.poll(topLevel).toEqual(expected);
    await page.reload();
    await page.getByRole('list', { name: 'First-level categories' }).waitFor();
    await expect.poll(topLevel).toEqual(expected);
  });

  it('is deleted only once its products are moved, and they land where chosen', async () => {
    const options = await must<{ categories: { categoryNumber: string }[]; packingMethods: { key: string }[] }>(
      'ConsoleCatalogueOptions',
      {},
      token,
    );
    await must(
      'ConsoleSaveProduct',
      {
        product: {
          productNumber: PRODUCT,
          names: { ename: 'Category mover' },
          categoryNumber: CATEGORY,
          price: 2,
          startOrderNum: 12,
          packingMethod: options.packingMethods[0].key,
          innerQuantity: 6,
          outerQuantity: 12,
          outerBoxSize: { length: 40, width: 30, height: 20 },
          grossWeight: 5,
          netWeight: 4,
        },
      },
      token,
    );
    const target = options.categories[0].categoryNumber;
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('1 product is filed here.').waitFor();
    await page.getByLabel('Move the products to').selectOption(target);
    await page.getByRole('button', { name: 'Move and delete' }).click();
    await page.waitForURL((url) => !url.search.includes('edit='));
    await expect.poll(topLevel).not.toContain(CATEGORY);
    const moved = await must<{ product: { categoryNumber: string } }>(
      'ConsoleProductDetail',
      { productNumber: PRODUCT },
      token,
    );
    expect(moved.product.categoryNumber).toBe(target);
  });

  itTakesScreens('screens of the tree and the editor at 1440 and 390 in zh-CN and ar', async () => {
    const first = (await must<{ categories: { categoryNumber: string }[] }>('ConsoleCatalogueOptions', {}, token))
      .categories[0].categoryNumber;
    for (const locale of ['zh-CN', 'ar']) {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const p = await openConsole(viewport, locale);
        const name = `${locale}-${viewport.width}`;
        await p.goto(`${inject('apiUrl')}/console/catalogue?view=categories`);
        await p.locator('.categories__row').first().waitFor();
        await keepScreen(p, { path: `${shots}/console-categories-${name}.png` });
        await p.goto(`${inject('apiUrl')}/console/catalogue?view=categories&edit=${first}`);
        await p.locator('.language-columns').waitFor();
        await keepScreen(p, { path: `${shots}/console-categories-editor-${name}.png`, fullPage: true });
        await p.context().close();
      }
    }
  });
});
