// Real browser (Debian chromium) against the real server: the demo share link opens the supplier's login screen,
// a public visitor enters the catalogue, unknown routes end on /404, and right-to-left languages lay out RTL.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { keepScreen } from './screens';

const shots = 'tests/.artifacts/screenshots';
let browser: Browser;
beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function open(path: string, options: { locale?: string; width?: number; height?: number } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
  await page.goto(inject('apiUrl') + path);
  return page;
}

describe('entry', () => {
  it('the demo link shows the supplier login screen', async () => {
    const page = await open(`/login?id=${DEMO_SHARES.public.code}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome to our wholesale catalogue' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await page.getByRole('img', { name: 'Sunny Bear Toys Co., Ltd.' }).isVisible()).toBe(true);
    expect(await page.title()).toContain('Sunny Bear Toys');
    await keepScreen(page, { path: `${shots}/login-en-1440.png` });
    await page.getByRole('button', { name: 'Enter the catalogue' }).click();
    await page.waitForURL(/\/index\/home\?id=SUNNYPUB1/);
    await page.context().close();
  });

  it('an unknown share shows a clear error, not a blank page', async () => {
    const page = await open('/login?id=NOSUCHONE');
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 })
      .toContain('Site error, please contact the company.');
    await page.context().close();
  });

  it('an unknown route ends on /404 keeping the share code', async () => {
    const page = await open(`/login?id=${DEMO_SHARES.public.code}`);
    await page.getByRole('button', { name: 'Enter the catalogue' }).click();
    await page.waitForURL(/\/index\/home/);
    await page.goto(`${inject('apiUrl')}/no/such/page?id=${DEMO_SHARES.public.code}`);
    await page.waitForURL(/\/404\?id=SUNNYPUB1/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    await page.context().close();
  });

  it('an Arabic browser gets the page right-to-left, in Arabic', async () => {
    const page = await open(`/login?id=${DEMO_SHARES.public.code}`, { locale: 'ar', width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.dir), { timeout: 15_000 }).toBe('rtl');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/[\u0600-\u06FF]/);
    await keepScreen(page, { path: `${shots}/login-ar-390.png` });
    await page.context().close();
  });
});
