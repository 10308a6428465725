// bench:web and bench:web-cpu meet the signed-in pages as the demo private buyer: signs in through the login page in
// the page's browser context and returns the product number of the product centre's first card (the detail page).
import type { Page } from 'playwright-core';
import { DEMO_SHARES } from '../server/demo/demoShares';

export async function signInAndPickProduct(page: Page, url: (path: string) => string): Promise<string> {
  const priv = DEMO_SHARES.private;
  await page.goto(url('/login'));
  await page.getByLabel('Account').fill(priv.account);
  await page.getByLabel('Password').fill(priv.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/index\/home/);
  await page.goto(url('/index/productCenter'));
  const href = await page.locator('a.product-card').first().getAttribute('href');
  return new URL(href!, page.url()).searchParams.get('productNumber')!;
}
