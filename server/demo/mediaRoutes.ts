// Generated demo pictures (toys, logo, banners, about us) and 3D toy models drawn on request from their seed: nothing to
// store or download. Demo video clips are the one set of files, served with range requests for seeking.
// Registered by start.ts only when demo data is on; the catch-all 404 for other /media paths is the live app's.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { TOY_DRAWING_VERSION, toyImageSvg } from './toyImage';
import { drawnWebp } from './drawnWebp';
import { webpRecipe } from '../services/pictureSizes';
import type { PictureSize } from '../../protocol/productMedia';
import { logoSvg, bannerSvg } from './brandArt';
import { toyModel } from './toyModel';
import { DEMO_VIDEO_DIR } from './demoMedia';
import { companyProfile } from './vocabulary';
import { bannerSlides } from './pages';
import { aboutPictures } from './aboutPictures';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A toy drawing asked for by a URL that does not name today's drawing version (an older or a later one, or none):
 *  today's drawing, kept an hour. A 404 would break the picture where such a link is stored (pages' content, an
 *  order line, a page a browser kept) or met (a later version from a newer app server beside this one, mid-deploy);
 *  a year's cache would pin today's drawing to a URL that promises another — a raised version would then never
 *  reach those links, or a newer server's drawing would be shadowed by this one's for a year. */
const NOT_THIS_VERSION = 'public, max-age=3600';
/** A banner as wide as the drawing (1440 px: a desktop's full width), made as an upload's detail size is. */
const BANNER_WEBP = { ...webpRecipe('medium'), side: 1440 };

export function demoMediaRoutes(app: FastifyInstance) {
  const svg = (body: string) => ({ body, type: 'image/svg+xml; charset=utf-8' });
  const send = (reply: FastifyReply, image: { body: string | Buffer; type: string }, cache = IMMUTABLE) =>
    reply
      .header('cache-control', cache)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type(image.type)
      .send(image.body);

  const validSeed = (value: string) => {
    const seed = Number(value);
    return Number.isInteger(seed) && seed >= 0 && seed <= 2 ** 31 ? seed : null;
  };

  // The URL carries the model version (?v=), so a changed generator never meets a cached old model.
  app.get<{ Params: { seed: string } }>('/media/toys/:seed/model.json', async (request, reply) => {
    const seed = validSeed(request.params.seed);
    if (seed === null) return reply.code(404).type('text/plain').send('No such model.');
    return reply
      .header('cache-control', IMMUTABLE)
      .header('content-security-policy', "default-src 'none'")
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(toyModel(seed)));
  });

  // Chrome's <video> seeks with Range requests: @fastify/static answers them (206, Accept-Ranges). File names
  // carry a content hash (scripts/makeDemoVideos.ts), so they are cached for a year. Its own prefix gives it its
  // own not-found handler: a missing clip is a 404, not the SPA's index page.
  app.register(
    async (videos) => {
      videos.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('No such file.'));
      await videos.register(fastifyStatic, {
        root: DEMO_VIDEO_DIR,
        prefix: '/',
        decorateReply: false,
        index: false,
        acceptRanges: true,
        maxAge: 365 * 24 * 3600 * 1000,
        immutable: true,
        setHeaders: (res) => res.setHeader('x-content-type-options', 'nosniff'),
      });
    },
    { prefix: '/media/videos' },
  );

  app.get<{ Params: { seed: string; index: string } }>('/media/toys/:seed/:index', async (request, reply) => {
    const seed = Number(request.params.seed);
    // `<index>.v<drawing version>-<size>.webp` (toyPictureUrl) or the drawing itself, `….svg`; the version keeps
    // caches apart, so only today's is kept a year. Links of another version or none (older pages' content stores
    // `<index>.svg`) still draw (NOT_THIS_VERSION).
    const [, digits, version, size] =
      /^(\d+)(?:\.v(\d+))?(?:\.svg|-(thumb|medium|large)\.webp)?$/.exec(request.params.index) ?? [];
    const index = Number(digits ?? NaN);
    if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 31 || !Number.isInteger(index) || index < 0 || index > 4) {
      return reply.code(404).type('text/plain').send('No such image.');
    }
    const current = version !== undefined && Number(version) === TOY_DRAWING_VERSION;
    const drawing = toyImageSvg(seed, index);
    if (!size) return send(reply, svg(drawing), current ? IMMUTABLE : NOT_THIS_VERSION);
    const body = await drawnWebp(drawing, webpRecipe(size as PictureSize, 2));
    return send(reply, { body, type: 'image/webp' }, current ? IMMUTABLE : NOT_THIS_VERSION);
  });

  app.get('/media/logo.svg', async (_request, reply) => send(reply, svg(logoSvg(companyProfile.name.ename))));

  app.get<{ Params: { n: string } }>('/media/about/:n', async (request, reply) => {
    const draw = aboutPictures[Number(request.params.n.replace(/\.svg$/, '')) - 1];
    if (!draw) return reply.code(404).type('text/plain').send('No such image.');
    return send(reply, svg(draw()));
  });

  // `<n>.webp` is what the demo's pages show (a supplier's banner is a photo file); `<n>.svg` is the drawing.
  app.get<{ Params: { n: string } }>('/media/banners/:n', async (request, reply) => {
    const [, n, kind] = /^(\d+)(?:\.(svg|webp))?$/.exec(request.params.n) ?? [];
    const slide = n === undefined ? undefined : bannerSlides[Number(n)];
    if (!slide) return reply.code(404).type('text/plain').send('No such image.');
    const drawing = bannerSvg(slide.seed, slide.title, slide.subtitle);
    if (kind !== 'webp') return send(reply, svg(drawing));
    return send(reply, { body: await drawnWebp(drawing, BANNER_WEBP), type: 'image/webp' });
  });
}
