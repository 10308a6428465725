// A supplier without a logo (issue 29 follow-up): the server answers `companyLogo: ""` (as for a supplier created
// without one). The login card and the buyer's plain header bar show the company's name as text, never a picture
// with an empty source (the browser's broken-picture icon). The company answer is rewritten in flight.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { ENCRYPTED, openEnvelope, type Envelope } from '../../protocol/envelope';
import { encryptJson } from '../../protocol/crypto';
import { keepScreen } from './screens';

const NAME = 'Sunny Bear Toys Co., Ltd.';
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The share's company answer without a logo; `withoutDesign` also drops the page's modules (the plain bar). */
async function withoutLogo(page: Page, withoutDesign = false) {
  await page.route('**/GetCompanyInfoOnLoginV2**', async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as Envelope<Record<string, unknown>>;
    const data = openEnvelope(envelope, 'data');
    data.companyLogo = '';
    if (withoutDesign) data.webList = [];
    const body = {
      ...envelope,
      data: envelope.encryptCode === ENCRYPTED ? encryptJson(data, envelope.dateTime) : data,
    };
    await route.fulfill({ response, json: body });
  });
}

const emptyPictures = (page: Page) =>
  page.evaluate(() => [...document.images].filter((i) => !i.getAttribute('src')).length);

describe('a supplier without a logo', () => {
  it('the login card shows the name as text', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await withoutLogo(page);
    await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
    const card = page.locator('.entry-card');
    await card.getByRole('button', { name: 'Enter the catalogue' }).waitFor();
    expect(await card.getByText(NAME, { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole('img').count()).toBe(0);
    expect(await emptyPictures(page)).toBe(0);
    await keepScreen(page, { path: 'tests/.artifacts/screenshots/login-no-logo-390.png' });
    await context.close();
  });

  it('the plain header bar shows the name as text', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await withoutLogo(page, true);
    await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
    await page.getByRole('button', { name: 'Enter the catalogue' }).click();
    await page.waitForURL(/\/index\/home/);
    const bar = page.locator('.catalogue__bar');
    await bar.waitFor();
    await expect.poll(() => bar.getByText(NAME, { exact: true }).isVisible()).toBe(true);
    expect(await emptyPictures(page)).toBe(0);
    await keepScreen(page, { path: 'tests/.artifacts/screenshots/header-no-logo-1440.png' });
    await context.close();
  });
});
