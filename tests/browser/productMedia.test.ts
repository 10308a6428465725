// Product video and 3D view in chromium: the gallery's Video thumbnail shows a <video> that really plays (its
// time advances); the 3D view is a canvas that turns under a mouse drag, under a finger (touch events on a
// phone-sized page) and with the arrow keys, and its pixels change when it turns.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../setup/chromium';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { testClient } from '../api/helpers';

let browser: Browser;
let videoProduct: string;
let modelProduct: string;
beforeAll(async () => {
  browser = await launchChromium();
  let token: string | null = null;
  const { core } = testClient(() => token);
  token = (await core.call('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
  videoProduct = (await core.call('GetProductList', { area: 'videoProducts', pageIndex: 1, pageSize: 1 })).items[0]!
    .productNumber;
  modelProduct = (await core.call('GetProductList', { area: 'threeDProduct', pageIndex: 1, pageSize: 1 })).items[0]!
    .productNumber;
  core.clock.stop();
});
afterAll(() => browser?.close());

async function detail(productNumber: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', ...options })
  ).newPage();
  await page.goto(`${inject('apiUrl')}/login?id=${DEMO_SHARES.public.code}`);
  await page.getByRole('button', { name: 'Enter the catalogue' }).click();
  await page.waitForURL(/\/index\/home/);
  await page.goto(`${inject('apiUrl')}/productDetails?productNumber=${productNumber}&id=${DEMO_SHARES.public.code}`);
  await page.getByText('Pieces per carton').waitFor();
  return page;
}

/** A fingerprint of what the canvas shows right now. */
const canvasPixels = (page: Page) => page.locator('canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL());
const turn = async (page: Page) => Number(await page.getByRole('slider').getAttribute('aria-valuenow'));

describe('product video', () => {
  it('plays: the Video thumbnail shows a video whose time advances', async () => {
    const page = await detail(videoProduct);
    await page.getByRole('button', { name: 'Video' }).click();
    const video = page.locator('video.detail__video');
    await video.waitFor();
    expect(await video.getAttribute('poster')).toMatch(/\.jpg$/);
    expect(await video.evaluate((v: HTMLVideoElement) => v.canPlayType('video/webm; codecs="vp9"'))).not.toBe('');
    // Headless chromium plays muted media without a gesture; the clip has no sound anyway.
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.5);
    const state = await video.evaluate((v: HTMLVideoElement) => ({
      duration: v.duration,
      width: v.videoWidth,
      error: v.error?.code ?? null,
    }));
    expect(state).toEqual({ duration: 5, width: 600, error: null });
    // Seeking uses range requests.
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 4;
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(4);
    await page.context().close();
  });
});

describe('product 3D view', () => {
  it('turns under the mouse and the arrow keys, and what it shows changes', async () => {
    const page = await detail(modelProduct, { reducedMotion: 'reduce' });
    await page.getByRole('button', { name: '3D view' }).click();
    const slider = page.getByRole('slider', { name: /^3D view of / });
    await slider.waitFor();
    await page.getByText('Drag to turn').waitFor();
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('0');
    await expect.poll(() => slider.getAttribute('data-yaw')).not.toBeNull();
    const before = await canvasPixels(page);

    const box = (await slider.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 10, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => turn(page)).toBeGreaterThan(40);
    expect(await canvasPixels(page)).not.toBe(before);

    const dragged = await turn(page);
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => turn(page)).toBe((dragged + 15) % 360);
    await page.keyboard.press('Home');
    await expect.poll(() => turn(page)).toBe(0);
    await page.context().close();
  });

  it('turns under a finger on a phone', async () => {
    const page = await detail(modelProduct, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    });
    await page.getByRole('button', { name: '3D view' }).tap();
    const slider = page.getByRole('slider');
    await expect.poll(() => slider.getAttribute('data-yaw')).not.toBeNull();
    // A canvas drawn for a 3× screen, not blown up from a 1× one.
    const canvas = await slider.evaluate((c: HTMLCanvasElement) => ({
      width: c.width,
      css: c.getBoundingClientRect().width,
    }));
    expect(canvas.width).toBe(Math.round(canvas.css * 3));
    const before = await canvasPixels(page);
    const box = (await slider.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const at = (dx: number) => [{ x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (let dx = -10; dx >= -100; dx -= 10)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(dx) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // Dragging left turns the front to the left: the value runs down from 360.
    await expect.poll(() => turn(page)).toBeLessThan(320);
    await expect.poll(() => turn(page)).toBeGreaterThan(180);
    expect(await canvasPixels(page)).not.toBe(before);
    await page.context().close();
  });
});
