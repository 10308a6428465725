// CI budget (issue 29): the login page a buyer opens from a share link loads at most 130 KB of gzip JavaScript in at
// most 15 requests before its button is ready; the figure and the scripts are printed when it is over.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { describeInitialJs, INITIAL_JS_BUDGET, measureInitialJs } from './initialJs';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('initial JavaScript of the login page', () => {
  it.each([
    ['public', DEMO_SHARES.public.code, 'Enter the catalogue'],
    ['private', DEMO_SHARES.private.code, 'Sign in'],
  ])('%s share stays within budget', async (_kind, code, button) => {
    const measured = await measureInitialJs(browser, `${inject('apiUrl')}/login?id=${code}`, button);
    const report = describeInitialJs(measured);
    console.log(`login (${_kind}): ${report}`);
    expect(measured.gzipKb, report).toBeLessThanOrEqual(INITIAL_JS_BUDGET.gzipKb);
    expect(measured.requests, report).toBeLessThanOrEqual(INITIAL_JS_BUDGET.requests);
  });
});
