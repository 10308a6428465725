// The first page's requests start together (issue 29, LCP on a phone's slow network): while the service's maintenance
// answer is still on its way, the share's company answer and the page's own chunks are already asked for, instead of
// each waiting for the one before it. Once the answer comes, the page opens as before.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

it('asks for the company answer and the home page chunk while the maintenance answer is held', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
    await page.locator('.entry-panel__choices .button--primary').click(); // "Enter the catalogue"
    await page.waitForURL(/\/index\/home/);

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered = false;
    await page.route('**/GetUpgradeMaintenance**', async (route) => {
      await held;
      await route.continue();
      answered = true;
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (!answered) asked.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await expect
      .poll(() => ({
        company: asked.some((p) => p.endsWith('/GetCompanyInfoOnLoginV2')),
        homeChunk: asked.some((p) => /\/assets\/HomePage-[\w-]+\.js$/.test(p)),
      }))
      .toEqual({ company: true, homeChunk: true });
    release();
    await page.locator('.m-banner img').first().waitFor();
    expect(page.url()).toMatch(/\/index\/home\?id=SUNNYPUB1/);
  } finally {
    await context.close();
  }
});
