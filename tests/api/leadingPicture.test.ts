// Issue 29, LCP: a public share's home page answers with a preload of the picture it shows first and largest (its
// top banner's first slide), so the browser fetches it beside the scripts instead of after they ran. Phones get the
// mobile page's picture. A public share's product detail page preloads the product's first picture, the one the
// detail answer names (with its srcset when it is an upload). Every share's login page preloads its login-style
// picture: that page is what anyone with the link sees. A private share's home and detail, an unknown product and no
// share get none.
import { describe, expect, it } from 'vitest';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { baseUrl, testClient } from './helpers';
import { DETAIL_PICTURE_SIZES, pictureSrcSet } from '../../protocol/productMedia';

let token: string | null = null;
const { core } = testClient(() => token);

const linkOf = async (path: string, mobile = false) =>
  (await fetch(`${baseUrl()}${path}`, { headers: { 'sec-ch-ua-mobile': mobile ? '?1' : '?0' } })).headers.get('link');

describe('the leading picture preload', () => {
  it.each([false, true])("a public share's home preloads its first banner picture (phone: %s)", async (mobile) => {
    const link = await linkOf(`/index/home?id=${DEMO_SHARES.public.code}`, mobile);
    const picture = /^<(\/media\/[^>]+)>; rel=preload; as=image; fetchpriority=high$/.exec(link ?? '')?.[1];
    expect(picture, String(link)).toBeDefined();
    const answer = await fetch(`${baseUrl()}${picture}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\//);
  });

  it("a public share's product detail preloads the product's first picture", async () => {
    token = (await core.call('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
    const [first] = (await core.call('GetProductList', { pageIndex: 1, pageSize: 1 })).items;
    const { product } = await core.call('GetProductDetail', { productNumber: first.productNumber });
    const link = await linkOf(`/productDetails?productNumber=${first.productNumber}&id=${DEMO_SHARES.public.code}`);
    // The demo's pictures come in an upload's sizes: the preload names the gallery's srcset and sizes, so a phone
    // fetches the one size it will show.
    const srcset = pictureSrcSet(product.imageUrls[0]!);
    expect(srcset).toContain('-thumb.webp 400w');
    expect(link).toBe(
      `<${product.imageUrls[0]}>; rel=preload; as=image; fetchpriority=high; imagesrcset="${srcset}"; ` +
        `imagesizes="${DETAIL_PICTURE_SIZES}"`,
    );
  });

  it.each([
    ['public', false],
    ['private', true],
  ] as const)("a %s share's login page preloads its login-style picture (phone: %s)", async (kind, mobile) => {
    const link = await linkOf(`/login?id=${DEMO_SHARES[kind].code}`, mobile);
    const picture = /^<(\/media\/[^>]+)>; rel=preload; as=image; fetchpriority=high$/.exec(link ?? '')?.[1];
    // The very picture the login page draws: the login-style module's background in the company's answer.
    const info = await core.call('GetCompanyInfoOnLoginV2', { url: DEMO_SHARES[kind].code });
    const login = (mobile ? info.mobileTempList : info.webList).find((m) => m.type === -1);
    expect(picture, String(link)).toBe((JSON.parse(login!.styleJson) as { background: string }).background);
  });

  it('a private share, an unknown product and no share preload nothing', async () => {
    for (const path of [
      '/login',
      `/index/home?id=${DEMO_SHARES.private.code}`,
      `/productDetails?productNumber=SB000100&id=${DEMO_SHARES.private.code}`,
      `/productDetails?productNumber=NO-SUCH-TOY&id=${DEMO_SHARES.public.code}`,
      '/index/home',
    ])
      expect(await linkOf(path), path).toBeNull();
  });
});
