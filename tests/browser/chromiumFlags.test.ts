// The browser tests' chromium (tests/setup/chromium.ts): no hidden address-bar popups in each new window, one
// renderer per context with one page, and playwright's own disabled features still disabled — Chromium keeps only
// the last --disable-features, ours.
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { UNUSED_RENDERERS, launchChromium } from '../setup/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The newest chromium this test process launched: its command line, as chromium was started. */
function launchedCommandLine(): string[] {
  const children = readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        const ours = Number(stat[1]) === process.pid && args.includes('--remote-debugging-pipe');
        return ours ? [{ started: Number(stat[19]), args }] : [];
      } catch {
        return []; // a process that ended while being read
      }
    });
  return children.sort((a, b) => b.started - a.started)[0]?.args ?? [];
}

/** Renderer processes of that chromium (they are its zygote's children, so found by its profile folder). */
function launchedRenderers(): number {
  const profile = launchedCommandLine().find((arg) => arg.startsWith('--user-data-dir='));
  return readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid) || !profile) return false;
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return args.includes('--type=renderer') && args.includes(profile);
    } catch {
      return false;
    }
  }).length;
}

describe('the test browser', () => {
  it('keeps playwright’s disabled features when it adds its own', () => {
    const lists = launchedCommandLine()
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    expect(lists.length, 'playwright’s --disable-features and ours').toBe(2);
    const [playwrights, effective] = [lists[0]!, lists.at(-1)!];
    expect(
      playwrights.filter((feature) => !effective.includes(feature)),
      'playwright disables these now: add them to PLAYWRIGHT_DISABLED_FEATURES in tests/setup/chromium.ts',
    ).toEqual([]);
    expect(effective).toEqual(expect.arrayContaining(UNUSED_RENDERERS));
  });

  it('opens a window without the address bar’s popups or a spare renderer', async () => {
    const context = await browser.newContext();
    await (await context.newPage()).goto('data:text/html,<p>one page');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    expect(targetInfos.map((t) => `${t.type} ${t.url}`)).toEqual(['page data:text/html,<p>one page']);
    const renderers = launchedRenderers();
    await context.close();
    expect(renderers, 'no spare renderer beside the page’s').toBe(1);
  });
});
