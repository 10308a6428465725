// A fresh private buyer per test file (registered through the API on the demo private share) and the login page's
// account sign-in, as a buyer does it. Each file gets its own account so files never share a cart or a conversation.
// And a visitor of the demo public share, signed in through the API, for pages that need no account.
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

export interface VisitorSession {
  token: string;
  /** The stored session (vitrine.session) the app keeps after a sign-in. */
  stored: string;
}

/** Enters the demo public share as the login page's "Enter the catalogue" does (CompanyShareLoginV2). */
export async function publicShareSession(): Promise<VisitorSession> {
  const user = await must<{ token: string; shareRandomCode: string; companyNumber: string }>('CompanyShareLoginV2', {
    loginType: 1,
    url: DEMO_SHARES.public.code,
  });
  return {
    token: user.token,
    stored: JSON.stringify({
      shareCode: user.shareRandomCode,
      companyNumber: user.companyNumber,
      user,
      isPreview: false,
      verifyCode: null,
    }),
  };
}

/** A browser context in `locale` whose pages start signed in with `session` (one the app later stored is kept). */
export async function visitorContext(
  browser: Browser,
  session: VisitorSession,
  locale = 'en',
  viewport = { width: 1440, height: 900 },
) {
  const context = await browser.newContext({ viewport, locale, deviceScaleFactor: 1 });
  await context.addInitScript(
    ([l, token, stored]) => {
      localStorage.setItem('vitrine.locale', l);
      if (!localStorage.getItem('vitrine.session')) {
        localStorage.setItem('vitrine.token', token);
        localStorage.setItem('vitrine.session', stored);
      }
    },
    [locale, session.token, session.stored],
  );
  return context;
}

/** A new visitor of the demo public share (a cart, favourites and history of its own) with a page open at `path`:
 *  entered through the API, for tests whose subject is not the login page (tests/browser/entry.test.ts clicks
 *  "Enter the catalogue"). */
export async function publicVisitorPage(
  browser: Browser,
  path: string,
  locale = 'en',
  viewport = { width: 1440, height: 900 },
): Promise<Page> {
  const page = await (await visitorContext(browser, await publicShareSession(), locale, viewport)).newPage();
  await page.goto(`${inject('apiUrl')}${path}`);
  return page;
}
