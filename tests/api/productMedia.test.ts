// Product video and 3D view: the detail of a video product names a WebM clip and its poster, the clip answers
// 200 video/webm with Accept-Ranges and a Range request 206, both are cached for a year; a 3D product names a
// model that parses; a toy drawing is kept a year only under today's drawing version (another version's link draws,
// kept an hour), and its WebP sizes are as wide as an upload's; products without them get neither field; a missing
// media file is a 404, not the SPA.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PICTURE_SIZES } from '../../protocol/productMedia';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { parseToyModel } from '../../protocol/toyModel';
import { TOY_DRAWING_VERSION, toyImageSvg } from '../../server/demo/toyImage';
import { baseUrl, testClient } from './helpers';

let token: string | null = null;
const { core } = testClient(() => token);
afterAll(() => core.clock.stop());
beforeAll(async () => {
  token = (await core.call('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
});

const firstOf = async (area: 'videoProducts' | 'threeDProduct') => {
  const { items } = await core.call('GetProductList', { area, pageIndex: 1, pageSize: 5 });
  expect(items.length).toBeGreaterThan(0);
  return (await core.call('GetProductDetail', { productNumber: items[0].productNumber })).product;
};

describe('product video', () => {
  it('a video product names its clip and poster', async () => {
    const product = await firstOf('videoProducts');
    expect(product.hasVideo).toBe(true);
    expect(product.videoUrl).toMatch(/^\/media\/videos\/[a-z]+\.[0-9a-f]{10}\.webm$/);
    expect(product.videoPosterUrl).toMatch(/^\/media\/videos\/[a-z]+\.[0-9a-f]{10}\.jpg$/);
  });

  it('the clip plays in a browser: video/webm, range requests, a year of caching', async () => {
    const { videoUrl, videoPosterUrl } = await firstOf('videoProducts');
    const whole = await fetch(baseUrl() + videoUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toContain('max-age=31536000');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]); // EBML: a Matroska/WebM file
    expect(bytes.length).toBeLessThanOrEqual(300 * 1024);

    const part = await fetch(baseUrl() + videoUrl, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));

    const poster = await fetch(baseUrl() + videoPosterUrl);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
  });

  it('a missing clip is a plain 404', async () => {
    const response = await fetch(baseUrl() + '/media/videos/nothing.0000000000.webm');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('text/html');
  });
});

describe('product 3D view', () => {
  it('a 3D product names a model that parses, cached for a year', async () => {
    const product = await firstOf('threeDProduct');
    expect(product.has3d).toBe(true);
    expect(product.modelUrl).toMatch(/^\/media\/toys\/\d+\/model\.json\?v=\d+$/);
    const response = await fetch(baseUrl() + product.modelUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const model = parseToyModel(await response.json());
    expect(model).not.toBeNull();
    expect(model!.parts.length).toBeGreaterThan(3);
    // Same seed as the pictures.
    expect(product.imageUrls[0]).toContain(`/media/toys/${product.modelUrl!.split('/')[3]}/`);
    // The drawing's version is in the picture's URL (a changed drawing is not the cached one); links stored before it
    // still draw.
    const seed = product.modelUrl!.split('/')[3];
    const path = new URL(product.imageUrls[0]!, baseUrl()).pathname;
    expect(path).toBe(`/media/toys/${seed}/0.v${TOY_DRAWING_VERSION}-medium.webp`);
    // Only today's version is kept a year: another version's or no version's link draws today's picture, kept an
    // hour (a raised version reaches it; a newer server's drawing is not shadowed for a year).
    const versions = [
      [`/media/toys/${seed}/0.v${TOY_DRAWING_VERSION}.svg`, 'public, max-age=31536000, immutable'],
      [`/media/toys/${seed}/0.svg`, 'public, max-age=3600'],
      [`/media/toys/${seed}/0.v${TOY_DRAWING_VERSION - 1}.svg`, 'public, max-age=3600'],
      [`/media/toys/${seed}/0.v${TOY_DRAWING_VERSION + 1}.svg`, 'public, max-age=3600'],
    ];
    for (const [url, cache] of versions) {
      const picture = await fetch(baseUrl() + url);
      expect([url, picture.status, picture.headers.get('cache-control')]).toEqual([url, 200, cache]);
      expect(await picture.text()).toBe(toyImageSvg(Number(seed), 0));
    }
  });

  it("the demo's drawn pictures come as WebP files in the sizes an upload is made in, as wide as each size", async () => {
    const product = await firstOf('threeDProduct');
    const stem = new URL(product.imageUrls[0]!, baseUrl()).pathname.replace(/-medium\.webp$/, '');
    for (const [size, width] of Object.entries(PICTURE_SIZES)) {
      const response = await fetch(`${baseUrl()}${stem}-${size}.webp`);
      expect([size, response.status, response.headers.get('content-type')]).toEqual([size, 200, 'image/webp']);
      expect(response.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', width]);
    }
    const banner = await fetch(`${baseUrl()}/media/banners/0.webp`);
    expect(banner.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await banner.arrayBuffer())).metadata()).width).toBe(1440);
    for (const missing of [`${stem}-huge.webp`, '/media/banners/9.webp', '/media/banners/0.png'])
      expect([missing, (await fetch(baseUrl() + missing)).status]).toEqual([missing, 404]);
  });

  it('a model of no seed is a 404', async () => {
    expect((await fetch(baseUrl() + '/media/toys/abc/model.json')).status).toBe(404);
  });

  it('products without a video or 3D view get neither field', async () => {
    const { items } = await core.call('GetProductList', { pageIndex: 1, pageSize: 60 });
    const plain = items.find((p) => !p.hasVideo && !p.has3d)!;
    const product = (await core.call('GetProductDetail', { productNumber: plain.productNumber })).product;
    expect(product).not.toHaveProperty('videoUrl');
    expect(product).not.toHaveProperty('videoPosterUrl');
    expect(product).not.toHaveProperty('modelUrl');
  });
});
