/* global process, document */
// The chat of bench:web (issue 29). The chat is a panel over the catalogue, not an address Lighthouse can open, so it is
// measured as a buyer meets it: a Lighthouse user flow loads the home page, times the opening of the panel from the
// header's chat button until the conversation is drawn (a timespan: TBT, CLS and the score Lighthouse gives them),
// then checks the open panel (a snapshot: accessibility, best practices, SEO). Runs under Node 22 like Lighthouse's
// CLI (bench/web.ts), in the browser bench/web.ts signed in, through its debugging port.
// Usage: node bench/webChatFlow.mjs <url of the home page> <debugging port> <mobile|desktop>; prints the flow result.
import puppeteer from 'puppeteer-core';
import { desktopConfig, startFlow } from 'lighthouse';

const [url, port, profile] = process.argv.slice(2);
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
const page = await browser.newPage();
const flow = await startFlow(page, {
  config: profile === 'desktop' ? desktopConfig : undefined,
  flags: { disableStorageReset: true },
});
await flow.navigate(url);
await page.waitForSelector('header .chat-button');
await flow.startTimespan({ name: 'chat' });
await page.click('header .chat-button');
await page.waitForFunction(() => {
  const panel = document.getElementById('chat-panel');
  return panel && !panel.querySelector('.skeleton');
});
await flow.endTimespan();
await flow.snapshot({ name: 'chat open' });
process.stdout.write(JSON.stringify(await flow.createFlowResult()));
await page.close();
await browser.disconnect();
