// A supplier admin previews a draft: opening the share with isPreview=1 shows the draft with a Preview ribbon
// (and diagnostics for broken modules); buyers without the flag keep seeing the published page.
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
  const core = createApiCore({ baseUrl: inject('apiUrl'), events: createApiEvents(), loading: createLoadingCounter(), getToken: () => token });
  token = (await core.call('AdminLogin', DEMO_ADMIN)).token;
  const info = await core.call('GetCompanyInfoOnLoginV2', { url: DEMO_SHARES.public.code });
  const grid = info.webList.find((m) => m.type === 3)!;
  await core.call('SavePageDraft', { moduleId: grid.moduleId, previewJson: JSON.stringify({ version: 1, style: 4, items: [{ title: { en: 'Draft shortcut' }, image: '/media/toys/7/0.svg', link: { kind: 'area', area: 'newProduct' } }] }) });
  core.clock.stop();
});
afterAll(() => browser?.close());

async function home(query: string) {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })).newPage();
  await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}${query}`);
  await page.getByRole('button', { name: 'Enter the catalogue' }).click();
  await page.waitForURL(/\/index\/home/);
  return page;
}

it('the admin sees the draft with a ribbon; buyers see the published page', async () => {
  const admin = await home('&isPreview=1');
  await admin.getByText('Draft shortcut').waitFor();
  expect(await admin.locator('[data-draft] .module__ribbon').first().textContent()).toBe('Preview');
  await admin.context().close();

  const buyer = await home('');
  await buyer.getByText('Hot sellers').first().waitFor();
  expect(await buyer.getByText('Draft shortcut').count()).toBe(0);
  expect(await buyer.locator('.module__ribbon').count()).toBe(0);
  await buyer.context().close();
});
