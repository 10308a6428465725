// Generated demo pictures (toys, logo, banners) drawn on request from their seed: nothing to store or download.
import type { FastifyInstance } from 'fastify';
import { toyImageSvg, logoSvg, bannerSvg } from '../seed/toyImage';
import { companyProfile } from '../seed/vocabulary';
import { bannerSlides } from '../seed/pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function mediaRoutes(app: FastifyInstance) {
  const svg = (body: string) => ({ body, type: 'image/svg+xml; charset=utf-8' });
  const send = (reply: import('fastify').FastifyReply, image: { body: string; type: string }) =>
    reply.header('cache-control', IMMUTABLE).header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").type(image.type).send(image.body);

  app.get<{ Params: { seed: string; index: string } }>('/media/toys/:seed/:index', async (request, reply) => {
    const seed = Number(request.params.seed);
    const index = Number(request.params.index.replace(/\.svg$/, ''));
    if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 31 || !Number.isInteger(index) || index < 0 || index > 4) {
      return reply.code(404).type('text/plain').send('No such image.');
    }
    return send(reply, svg(toyImageSvg(seed, index)));
  });

  app.get('/media/logo.svg', async (_request, reply) => send(reply, svg(logoSvg(companyProfile.name.ename))));

  app.get<{ Params: { n: string } }>('/media/banners/:n', async (request, reply) => {
    const slide = bannerSlides[Number(request.params.n.replace(/\.svg$/, ''))];
    if (!slide) return reply.code(404).type('text/plain').send('No such image.');
    return send(reply, svg(bannerSvg(slide.seed, slide.title, slide.subtitle)));
  });
}
