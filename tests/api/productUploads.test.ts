// Pictures and video a supplier uploads (issue 23): two pictures become the product's gallery (main first) in the
// buyer's card and detail, served as WebP with a year of caching; reorder and delete follow at once; a text file
// named .jpg, an oversized picture and a fake video are refused by content; an uploaded video puts the ▶ badge on the
// buyer's card and deleting it takes the badge off; the order spreadsheet embeds an uploaded
// picture; another supplier's staff never reach these pictures; buyers are 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { TENANT_FIXTURES } from '../setup/tenantFixtures';
import { baseUrl } from './helpers';
import { pixelBomb, uploadMedia, type Media } from './mediaFiles';
import { must, wire } from './wire';
import { productDraft } from './productDraft';

const NUMBER = `PM${Date.now().toString(36).slice(-6).toUpperCase()}`;
let admin: string;
let buyer: string;
let draft: Record<string, unknown>;

const picture = (color: string, width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

const upload = (file: Uint8Array, name: string, extra: Record<string, string> = {}, token = admin) =>
  uploadMedia(token, file, name, { productNumber: NUMBER, ...extra }) as Promise<
    Awaited<ReturnType<typeof uploadMedia>> & { data: Media }
  >;

beforeAll(async () => {
  admin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
  buyer = (await must<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
  draft = await productDraft(admin, NUMBER, { name: '图片玩具', ename: 'Picture toy' }, 2);
  await must('ConsoleSaveProduct', { product: draft }, admin);
});
afterAll(async () => void (await wire('ConsoleDeleteProducts', { productNumbers: [NUMBER] }, { token: admin })));

describe('uploaded pictures', () => {
  let media: Media;
  let videoId = 0;
  const cardHasVideo = async () =>
    (
      await must<{ items: { productNumber: string; hasVideo?: boolean }[] }>(
        'GetProductList',
        { keyword: NUMBER, pageIndex: 1, pageSize: 5 },
        buyer,
      )
    ).items.find((c) => c.productNumber === NUMBER)?.hasVideo;
  /** The picture the console's product list shows for the product (its list pages are kept per version). */
  const consolePicture = async () =>
    (
      await must<{ items: { productNumber: string; imageUrl: string }[] }>(
        'ConsoleProductList',
        { keyword: NUMBER, pageIndex: 1, pageSize: 5 },
        admin,
      )
    ).items.find((c) => c.productNumber === NUMBER)?.imageUrl;

  it('become the gallery, main first, with their sizes; the buyer sees them on the card and the detail', async () => {
    const red = await upload(await picture('#d22'), 'red.jpg');
    expect(red.code).toBe(200);
    const blue = await upload(await picture('#22d', 600, 900), 'IMG_0002.PNG');
    media = blue.data;
    expect(media.pictures.map((p) => [p.width, p.height])).toEqual([
      [1200, 800],
      [600, 900],
    ]);
    const detail = await must<{ product: { imageUrls: string[] } }>(
      'GetProductDetail',
      { productNumber: NUMBER },
      buyer,
    );
    expect(detail.product.imageUrls).toEqual(media.pictures.map((p) => p.url.replace('-large', '-medium')));
    const cards = await must<{ items: { productNumber: string; imageUrl: string }[] }>(
      'GetProductList',
      { keyword: NUMBER, pageIndex: 1, pageSize: 5 },
      buyer,
    );
    expect(cards.items.find((c) => c.productNumber === NUMBER)?.imageUrl).toBe(media.pictures[0].thumbUrl);
    expect(await consolePicture()).toBe(media.pictures[0].thumbUrl);
  });

  it('are served as WebP, a year in cache, at most their size', async () => {
    const answer = await fetch(baseUrl() + media.pictures[0].thumbUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 267]);
    expect(
      (await fetch(baseUrl() + media.pictures[0].thumbUrl.replace(/products\/\d+\//, 'products/999/'))).status,
    ).toBe(404);
  });

  it('are reordered (the first is main) and deleted', async () => {
    const [first, second] = media.pictures.map((p) => p.id);
    const arranged = await must<Media>(
      'ConsoleArrangeProductMedia',
      { productNumber: NUMBER, order: [second, first] },
      admin,
    );
    expect(arranged.pictures.map((p) => p.id)).toEqual([second, first]);
    // The card this search already showed (kept in memory) shows the new main picture: a reorder moves only the site
    // version, not the catalogue's.
    const cards = await must<{ items: { productNumber: string; imageUrl: string }[] }>(
      'GetProductList',
      { keyword: NUMBER, pageIndex: 1, pageSize: 5 },
      buyer,
    );
    expect(cards.items.find((c) => c.productNumber === NUMBER)?.imageUrl).toBe(arranged.pictures[0].thumbUrl);
    expect(await consolePicture()).toBe(arranged.pictures[0].thumbUrl);
    const bad = await wire('ConsoleArrangeProductMedia', { productNumber: NUMBER, order: [second] }, { token: admin });
    expect(bad.code).toBe(400);
    const left = await must<Media>('ConsoleDeleteProductMedia', { productNumber: NUMBER, mediaId: second }, admin);
    expect(left.pictures.map((p) => p.id)).toEqual([first]);
    // Deleted already (another tab): the picture is gone, not the product.
    const again = await wire('ConsoleDeleteProductMedia', { productNumber: NUMBER, mediaId: second }, { token: admin });
    expect([again.status, again.code, again.reason, again.message]).toEqual([
      404,
      404,
      'noSuchMedia',
      'No such picture or video of this product.',
    ]);
    const detail = await must<{ product: { imageUrls: string[] } }>(
      'GetProductDetail',
      { productNumber: NUMBER },
      buyer,
    );
    expect(detail.product.imageUrls).toHaveLength(1);
  });

  it('refuses what is not a picture or a video, whatever its name, and what is too large', async () => {
    const text = await upload(new TextEncoder().encode('not a picture at all'), 'photo.jpg');
    expect([text.code, text.reason, text.message]).toEqual([
      400,
      'notAnImage',
      expect.stringMatching(/JPEG, PNG, WebP/),
    ]);
    const fakeJpeg = await upload(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]), 'cut.jpg');
    expect(fakeJpeg.code).toBe(400);
    const huge = await upload(new Uint8Array(20_000_001).fill(0xff), 'huge.jpg');
    // HTTP 413 as well: with HTTP 200, envelope 413 is the spec's "verification code error" (docs/protocol.md, 6).
    expect([huge.status, huge.code, huge.reason, huge.message]).toEqual([
      413,
      413,
      'fileTooLarge',
      'Image too large: at most 20,000,000 bytes.',
    ]);
    // Past the parser's bound too (a video's): the refusal says what was too large for this call.
    const longClip = await upload(new Uint8Array(50_000_001).fill(0x1a), 'long.webm', { role: 'video' });
    expect([longClip.code, longClip.reason, longClip.message]).toEqual([
      413,
      'fileTooLarge',
      'Video too large: at most 50,000,000 bytes.',
    ]);
    const bomb = await upload(pixelBomb(), 'bomb.png');
    expect([bomb.code, bomb.reason]).toEqual([400, 'notProductMedia']);
    const video = await upload(await picture('#2d2'), 'clip.mp4', { role: 'video' });
    expect([video.code, video.reason]).toEqual([400, 'notProductMedia']);
  });

  it('tells a client that sent no productNumber before the file so, instead of "no such product"', async () => {
    const answer = await uploadMedia(admin, await picture('#888', 20, 20), 'a.jpg', {});
    expect([answer.status, answer.code, answer.message]).toEqual([
      400,
      400,
      'Invalid request: field productNumber is missing: send the fields (productNumber) before the part named file.',
    ]);
  });

  it('takes a WebM video, served as video/webm with byte ranges', async () => {
    const webm = new Uint8Array([
      0x1a,
      0x45,
      0xdf,
      0xa3,
      0x9f,
      0x42,
      0x82,
      0x84,
      ...new TextEncoder().encode('webm'),
      0,
      0,
    ]);
    const answer = await upload(webm, 'clip.bin', { role: 'video' });
    expect(answer.data.video?.url).toMatch(/\.webm$/);
    const detail = await must<{ product: { videoUrl?: string; videoPosterUrl?: string } }>(
      'GetProductDetail',
      { productNumber: NUMBER },
      buyer,
    );
    expect(detail.product.videoUrl).toBe(answer.data.video?.url);
    expect(detail.product.videoPosterUrl).toBe(answer.data.pictures[0].url);
    expect((await fetch(baseUrl() + answer.data.video!.url)).headers.get('content-type')).toBe('video/webm');
    // Seeking (and Safari's MP4 playback) asks for byte ranges.
    const part = await fetch(baseUrl() + answer.data.video!.url, { headers: { range: 'bytes=4-7' } });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, `bytes 4-7/${webm.length}`]);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(webm.subarray(4, 8));
    const past = await fetch(baseUrl() + answer.data.video!.url, { headers: { range: 'bytes=999-' } });
    expect(past.status).toBe(416);
    expect(await cardHasVideo()).toBe(true);
    videoId = answer.data.video!.id;
  });

  it('takes the ▶ badge off the buyer’s card when its video is deleted', async () => {
    const left = await must<Media>('ConsoleDeleteProductMedia', { productNumber: NUMBER, mediaId: videoId }, admin);
    expect(left.video).toBeUndefined();
    expect(await cardHasVideo()).toBe(false);
    const detail = await must<{ product: { videoUrl?: string } }>('GetProductDetail', { productNumber: NUMBER }, buyer);
    expect(detail.product.videoUrl).toBeUndefined();
  });

  it('do not come back with a new product under the deleted one’s number', async () => {
    await must('ConsoleDeleteProducts', { productNumbers: [NUMBER] }, admin);
    await must('ConsoleSaveProduct', { product: draft }, admin);
    expect(await must<Media>('ConsoleProductMedia', { productNumber: NUMBER }, admin)).toEqual({ pictures: [] });
    const detail = await must<{ product: { imageUrls: string[] } }>(
      'GetProductDetail',
      { productNumber: NUMBER },
      buyer,
    );
    expect(detail.product.imageUrls).toEqual([]);
  });

  it("are out of reach of another supplier's staff and of buyers", async () => {
    const other = (await must<{ token: string }>('AdminLogin', TENANT_FIXTURES.B.admin)).token;
    expect((await upload(await picture('#000', 10, 10), 'x.jpg', {}, other)).code).toBe(404);
    const list = await wire('ConsoleProductMedia', { productNumber: NUMBER }, { token: other });
    expect(list.code).toBe(404);
    expect((await upload(await picture('#000', 10, 10), 'x.jpg', {}, buyer)).code).toBe(403);
  });
});
