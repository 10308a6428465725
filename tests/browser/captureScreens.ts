// `npm run screenshots [-- /path?query ...]`: captures pages at 1440x900 and 390x844 in en, zh-CN and ar into
// tests/.artifacts/screenshots/ for a human to look at (not a test: nothing is asserted).
import { mkdirSync } from 'node:fs';
import { startTestServer } from '../setup/testServer';
import { ensureChromium, launchChromium } from '../setup/chromium';
import { createApiCore } from '../../src/api/core';
import { createApiEvents, createLoadingCounter } from '../../src/api/events';

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/index/home?id=SUNNYPUB1',
      '/login?id=SUNNYCODE',
      '/login?id=SUNNYPRIV',
      '/404?id=SUNNYPUB1',
      '/bsSystemUpdates?time=2026-12-01T08:00:00Z',
    ];
const viewports = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const languages = (process.env.LOCALES ?? 'en,zh-CN,ar').split(',');
const out = 'tests/.artifacts/screenshots';

ensureChromium();
mkdirSync(out, { recursive: true });
const server = await startTestServer();
const browser = await launchChromium();
// Pages under /index need a signed-in visitor: sign in to the public share once and hand the session to each page.
let token: string | null = null;
const core = createApiCore({
  baseUrl: server.url,
  events: createApiEvents(),
  loading: createLoadingCounter(),
  getToken: () => token,
});
// AS=private: the demo's private buyer, with a cart of eight products and one order ({order} in a path is its number).
const user =
  process.env.AS === 'private'
    ? await privateBuyer()
    : await core.call('CompanyShareLoginV2', { loginType: 1, url: 'SUNNYPUB1' });
let order = '';
if (process.env.AS === 'private') {
  token = user.token;
  const items = (await core.call('GetProductList', { pageIndex: 1, pageSize: 12 })).items;
  await core.call('AddShoppingCart', { productNumberList: items.map((p) => ({ productNumber: p.productNumber })) });
  await core.call('SaveCartContact', {
    contactName: 'Maria Lopez',
    company: 'Kids World Distribución S.L.',
    phoneNumber: '+34600123456',
    email: 'maria@kidsworld.test',
  });
  order = (
    await core.call('SubmitOrder', {
      idempotencyKey: 'screens-order-1',
      productNumbers: items.slice(8).map((p) => p.productNumber),
      remark: 'Deliver before 15 March, please.',
      contact: {
        contactName: 'Maria Lopez',
        company: 'Kids World Distribución S.L.',
        phoneNumber: '+34600123456',
        email: 'maria@kidsworld.test',
      },
    })
  ).orderNumber;
}
core.clock.stop();
async function privateBuyer() {
  token = await core.call('GetToken', { companyNum: 'SUNNY2006', platForm: 'PC' });
  return core.call('UserLogin', { loginType: 1, account: 'demo2026', password: 'Sunny2026!', url: 'SUNNYPRIV' });
}
const session = JSON.stringify({
  shareCode: user.shareRandomCode,
  companyNumber: user.companyNumber,
  user,
  isPreview: false,
  verifyCode: null,
});
try {
  for (const locale of languages) {
    for (const viewport of viewports) {
      const context = await browser.newContext({ viewport, locale, deviceScaleFactor: 1 });
      await context.addInitScript(
        ([l, token, stored]) => {
          localStorage.setItem('vitrine.locale', l);
          if (!localStorage.getItem('vitrine.session')) {
            localStorage.setItem('vitrine.token', token);
            localStorage.setItem('vitrine.session', stored);
          }
        },
        [locale, user.token, session],
      );
      const page = await context.newPage();
      for (const path of pages.map((p) => p.replace('{order}', order))) {
        await page.goto(server.url + path, { waitUntil: 'networkidle' });
        // Walk down the page so modules that mount near the viewport are in the full-page picture.
        for (let y = 0; y < 12; y++) {
          await page.mouse.wheel(0, viewport.height);
          await page.waitForTimeout(120);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(400);
        const name = `${path.replace(/^\//, '').replace(/[^\w]+/g, '_')}-${locale}-${viewport.width}.png`;
        await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.FULL !== '0' });
        console.log(`${out}/${name}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
