// A supplier's staff previews a draft: signed in to the console of that company, opening the share with isPreview=1
// shows the draft with a Preview ribbon (and diagnostics for broken modules). Anyone else — a buyer without the
// flag, or a visitor who adds isPreview=1 to the link without a console sign-in (issue 22) — sees the published page.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { createApiCore } from '../../src/api/core';
import { createApiEvents, createLoadingCounter } from '../../src/api/events';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  let token: string | null = null;
  const core = createApiCore({
    baseUrl: inject('apiUrl'),
    events: createApiEvents(),
    loading: createLoadingCounter(),
    getToken: () => token,
  });
  token = (await core.call('AdminLogin', DEMO_ADMIN)).token;
  const info = await core.call('GetCompanyInfoOnLoginV2', { url: DEMO_SHARES.public.code });
  const grid = info.webList.find((m) => m.type === 3)!;
  await core.call('SavePageDraft', {
    moduleId: grid.moduleId,
    previewJson: JSON.stringify({
      version: 1,
      style: 4,
      items: [
        { title: { en: 'Draft shortcut' }, image: '/media/toys/7/0.svg', link: { kind: 'area', area: 'newProduct' } },
      ],
    }),
  });
  core.clock.stop();
});
afterAll(() => browser?.close());

async function home(query: string, options: { staff?: boolean } = {}) {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })).newPage();
  if (options.staff) {
    // The console's sign-in lasts for the tab: signed in here, the share is opened in the same tab.
    await page.goto(`${inject('apiUrl')}/console`);
    await page.getByLabel('Account').fill(DEMO_ADMIN.account);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/console\/\w+/);
  }
  await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}${query}`);
  await page.getByRole('button', { name: 'Enter the catalogue' }).click();
  await page.waitForURL(/\/index\/home/);
  return page;
}

it("the company's signed-in staff sees the draft with a ribbon; buyers see the published page", async () => {
  const admin = await home('&isPreview=1', { staff: true });
  await admin.getByText('Draft shortcut').waitFor();
  expect(await admin.locator('[data-draft] .module__ribbon').first().textContent()).toBe('Preview');
  await admin.context().close();

  const buyer = await home('');
  await buyer.getByText('Hot sellers').first().waitFor();
  expect(await buyer.getByText('Draft shortcut').count()).toBe(0);
  expect(await buyer.locator('.module__ribbon').count()).toBe(0);
  await buyer.context().close();
});

it('isPreview=1 without a supplier sign-in shows the published page: no ribbon, no draft', async () => {
  const visitor = await home('&isPreview=1');
  await visitor.getByText('Hot sellers').first().waitFor();
  expect(await visitor.getByText('Draft shortcut').count()).toBe(0);
  expect(await visitor.locator('.module__ribbon').count()).toBe(0);
  await visitor.context().close();
});
