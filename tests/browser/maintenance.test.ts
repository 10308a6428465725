// The operator's maintenance switch, seen by a buyer: the share link lands on /bsSystemUpdates?time=…, and
// "Check again" brings them back to the login page once the switch is off.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { maintenanceSwitch } from '../../server/services/maintenance';
import { DEMO_SHARES } from '../../server/demo/demoShares';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

it('buyers see the maintenance page while the switch is on, and get back in after', async () => {
  const operator = maintenanceSwitch(inject('dataDir'));
  await operator.set(true, '2026-12-01T08:00:00.000Z');
  await new Promise((r) => setTimeout(r, 2_100)); // the server re-reads the switch every 2 s
  const page = await browser.newPage({ locale: 'en-US' });
  try {
    await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
    await page.waitForURL(/\/bsSystemUpdates\?.*time=2026-12-01T08/);
    expect(page.url()).toContain('id=SUNNYPUB1');
    await page.getByRole('heading', { name: 'We are upgrading the system' }).waitFor();
    expect(await page.getByText(/will be back by Dec 1, 2026/).isVisible()).toBe(true);
  } finally {
    await operator.set(false);
  }
  await new Promise((r) => setTimeout(r, 2_100));
  await page.getByRole('button', { name: 'Check again' }).click();
  await page.waitForURL(/\/login\?id=SUNNYPUB1/);
  await page.getByRole('heading', { name: 'Welcome to our wholesale catalogue' }).waitFor();
  await page.close();
});
