// Issue 29, LCP: a public share's home page answers with a preload of the picture it shows first and largest (its
// top banner's first slide), so the browser fetches it beside the scripts instead of after they ran. Phones get the
// mobile page's picture. The login page, a private share's home and no share get none.
import { describe, expect, it } from 'vitest';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { baseUrl } from './helpers';

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

  it('the login page, a private share and no share preload nothing', async () => {
    for (const path of [
      `/login?id=${DEMO_SHARES.public.code}`,
      `/index/home?id=${DEMO_SHARES.private.code}`,
      '/index/home',
    ])
      expect(await linkOf(path), path).toBeNull();
  });
});
