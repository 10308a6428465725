// Screens captured only for a person to open and look at (1440 and 390 px, a left-to-right and a right-to-left
// language), asserting nothing: they run with SCREENS=1 (`npm run screens`), not in every `npm test`, where they took
// about 150 s of a CI run that nobody looked at (session 21). Screens that also check the layout stay in every run.
import { it } from 'vitest';
import type { Locator, Page } from 'playwright-core';

export const itTakesScreens = it.runIf(Boolean(process.env.SCREENS));

/** A screen inside a test that also asserts: written with SCREENS=1 only (`SCREENS=1 npm run test:browser` writes
 *  them all; `npm run screens` runs only the tests named for screens). A capture is 0.4-1.9 s of the 2-core CI's
 *  time, and nobody opened them (session 23); the test's checks run either way. */
export async function keepScreen(target: Page | Locator, options: { path: string; fullPage?: boolean }) {
  if (process.env.SCREENS) await target.screenshot(options);
}
