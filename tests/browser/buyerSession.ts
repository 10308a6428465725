// A fresh private buyer per test file (registered through the API on the demo private share) and the login page's
// account sign-in, as a buyer does it. Each file gets its own account so files never share a cart or a conversation.
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { must } from '../api/wire';

export interface BuyerProfile {
  name: string;
  email: string;
  phoneNumber: string;
  companyName: string;
}

/** Registers `<prefix><random>` with `password` on the private share and returns the account name. */
export async function registerBuyer(prefix: string, password: string, profile: Partial<BuyerProfile> = {}) {
  const account = `${prefix}${Date.now().toString(36).slice(-6)}7`;
  const visitor = await must<string>('GetToken', { companyNum: 'SUNNY2006', platForm: 'PC' });
  await must(
    'Register',
    {
      account,
      password,
      confirmPassword: password,
      name: profile.name ?? 'Test Buyer',
      email: profile.email ?? `${account}@buyers.test`,
      phoneNumber: profile.phoneNumber ?? '+34600000001',
      companyName: profile.companyName ?? 'Test Toys',
      url: DEMO_SHARES.private.code,
    },
    visitor,
  );
  return account;
}

/** Signs in on /login?id=… of the private share and waits for the start page. */
export async function signInAsBuyer(page: Page, account: string, password: string) {
  await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.private.code}`);
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/index\/home/);
}
