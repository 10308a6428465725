// `npm run screenshots [-- /path?query ...]`: captures pages at 1440x900 and 390x844 in en, zh-CN and ar into
// tests/.artifacts/screenshots/ for a human to look at (not a test: nothing is asserted).
import { mkdirSync } from 'node:fs';
import { startTestServer } from '../setup/testServer';
import { ensureChromium, launchChromium } from '../setup/chromium';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/login?id=SUNNYPUB1', '/login?id=SUNNYPRIV', '/index/home?id=SUNNYPUB1', '/404?id=SUNNYPUB1', '/bsSystemUpdates?time=2026-12-01T08:00:00Z'];
const viewports = [{ width: 1440, height: 900 }, { width: 390, height: 844 }];
const languages = (process.env.LOCALES ?? 'en,zh-CN,ar').split(',');
const out = 'tests/.artifacts/screenshots';

ensureChromium();
mkdirSync(out, { recursive: true });
const server = await startTestServer();
const browser = await launchChromium();
try {
  for (const locale of languages) {
    for (const viewport of viewports) {
      const context = await browser.newContext({ viewport, locale, deviceScaleFactor: 1 });
      await context.addInitScript((l) => localStorage.setItem('vitrine.locale', l), locale);
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(server.url + path, { waitUntil: 'networkidle' });
        await page.waitForTimeout(300);
        const name = `${path.replace(/^\//, '').replace(/[^\w]+/g, '_')}-${locale}-${viewport.width}.png`;
        await page.screenshot({ path: `${out}/${name}`, fullPage: true });
        console.log(`${out}/${name}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
