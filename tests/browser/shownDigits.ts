// What a buyer sees in an element: its text with the session's scrambled digits (issue 26) read back as the digits
// the session's font draws them as, for tests that assert prices and sizes on the page.
import type { Locator } from 'playwright-core';
import { plainDigits } from '../api/helpers';

export async function shownText(locator: Locator): Promise<string> {
  const [text, token] = await Promise.all([
    locator.innerText(),
    locator.page().evaluate(() => localStorage.getItem('vitrine.token')),
  ]);
  return plainDigits(text, token);
}

/** shownText of every element the locator finds (textContent: hidden ones too). */
export async function shownTexts(locator: Locator): Promise<string[]> {
  const [texts, token] = await Promise.all([
    locator.allTextContents(),
    locator.page().evaluate(() => localStorage.getItem('vitrine.token')),
  ]);
  return texts.map((text) => plainDigits(text, token));
}
