// The signed-in header at desktop widths in all 16 languages (issue 22: menu entries, the search's placeholder and
// Arabic names were cut at 1440 px). At 1024, 1440 and 1920 px nothing in the header is clipped or spills out of it —
// no element's content is wider than its box, no placeholder or chosen language wider than its field, no box outside
// the header — and every menu entry stays reachable, in the row or under "More".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { registerBuyer, signInAsBuyer } from './buyerSession';
import { locales } from '../../protocol/languages';

let browser: Browser;
let account: string;
const password = 'Header2027x';
beforeAll(async () => {
  browser = await launchChromium();
  account = await registerBuyer('hdr', password, { name: 'Maria Fernanda López' });
});
afterAll(() => browser?.close());

/** What is cut or outside the header, described for the failure message. */
function problems(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('[data-module-type="header"] header, .catalogue__bar') as HTMLElement;
    const box = header.getBoundingClientRect();
    const canvas = document.createElement('canvas').getContext('2d')!;
    const textWidth = (el: Element, text: string) => {
      const s = getComputedStyle(el);
      canvas.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      return canvas.measureText(text).width;
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${(el.textContent || (el as HTMLInputElement).placeholder || '').trim().slice(0, 40)}"`;
    const found: string[] = [];
    for (const el of Array.from(header.querySelectorAll<HTMLElement>('*'))) {
      if (el.closest('[inert], [hidden], [aria-hidden="true"]') || !el.checkVisibility()) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1) continue; // visually hidden words for screen readers
      if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1)
        found.push(`${name(el)} outside the header`);
      if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        found.push(`${name(el)} cut: ${el.scrollWidth} > ${el.clientWidth}`);
      const s = getComputedStyle(el);
      const inner = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      if (el instanceof HTMLInputElement && !el.value && el.placeholder && textWidth(el, el.placeholder) > inner + 1)
        found.push(`${name(el)} placeholder cut: ${Math.round(textWidth(el, el.placeholder))} > ${inner}`);
      if (el.matches('a, button, input, select')) {
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (hit && !el.contains(hit) && !hit.contains(el)) found.push(`${name(el)} covered by ${name(hit)}`);
      }
      if (el instanceof HTMLSelectElement && s.opacity !== '0') {
        // a transparent select under its own label shows no text
        const text = el.selectedOptions[0]?.textContent ?? '';
        if (textWidth(el, text) > inner + 1)
          found.push(`${name(el)} choice cut: ${Math.round(textWidth(el, text))} > ${inner}`);
      }
    }
    return found;
  });
}

/** Waits for the row to refit after a resize. It refits in the ResizeObserver's frame; on a loaded machine that frame
 * can come later than any fixed wait (a full CI run saw fr @1024 still laid out for 1920 after 150 ms), so this waits
 * by frames: the new width in place, and the same links in the row over two frames running. */
async function settled(page: Page, width: number) {
  let last = '';
  for (let same = 0, tries = 0; same < 2 && tries < 100; tries++) {
    const now = await page.evaluate(
      () =>
        new Promise<string>((done) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              setTimeout(() => {
                const nav = document.querySelector('[data-module-type="header"] .overflow-nav');
                done(`${innerWidth}|${nav?.querySelectorAll(':scope > a').length}|${nav?.clientWidth}`);
              }),
            ),
          ),
        ),
    );
    same = now === last && now.startsWith(`${width}|`) ? same + 1 : 0;
    last = now;
  }
}

/** The menu entries a buyer can reach: those in the row, and those under More once it is opened. */
async function reachableEntries(page: Page) {
  const nav = page.locator('[data-module-type="header"] .overflow-nav').first();
  const all = await nav.locator('.overflow-nav__measure a').allTextContents();
  const inRow = await nav.locator(':scope > a').allTextContents();
  const more = nav.locator(':scope > .overflow-nav__more > button');
  let underMore: string[] = [];
  if (await more.count()) {
    if (
      !(await more.click({ timeout: 2000 }).then(
        () => true,
        () => false,
      ))
    )
      return { all, reachable: inRow };
    const list = nav.locator('.overflow-nav__list a');
    await list.first().waitFor();
    for (const link of await list.all()) expect(await link.isVisible()).toBe(true);
    underMore = await list.allTextContents();
    await page.keyboard.press('Escape');
  }
  return { all, reachable: [...inRow, ...underMore] };
}

describe('signed-in header', () => {
  it('fits at 1024, 1440 and 1920 px in all 16 languages, every menu entry reachable', async () => {
    const failures: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await signInAsBuyer(page, account, password);
    for (const locale of locales) {
      await page.evaluate((l) => localStorage.setItem('vitrine.locale', l), locale);
      await page.reload();
      await page.locator('[data-module-type="header"] .account-control').waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
      await page.evaluate(() => document.fonts.ready);
      for (const width of [1024, 1440, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        // A call still running after 300 ms puts the loading overlay over the page (spec section 7), and the overlay
        // is not the header's fault: on a loaded machine the reload's calls can take that long (seen in a full run).
        await expect
          .poll(() => page.locator('.loading-overlay[data-busy="true"]').count(), { timeout: 15_000 })
          .toBe(0);
        await settled(page, width);
        for (const problem of await problems(page)) failures.push(`${locale} @${width}: ${problem}`);
        const { all, reachable } = await reachableEntries(page);
        expect(all.length).toBeGreaterThanOrEqual(5);
        if ([...reachable].sort().join('|') !== [...all].sort().join('|'))
          failures.push(`${locale} @${width}: reachable ${reachable.join(', ')} of ${all.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    await context.close();
  }, 240_000);
});
