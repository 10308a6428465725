// The built SPA on the wire (issue 12): files of dist/ with their precompressed copies (scripts/precompress.ts)
// picked by Accept-Encoding, a year of caching for hashed assets and revalidation for the rest, robots.txt, and
// the rule that a path naming a file is a 404 when the file is missing (only client routes get the SPA page).
// Decisions: docs/decisions.md, "Wire, headers and logs".
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { PAGE_CLOCK_TIMING } from '../../protocol/constants';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Crawlers may fetch the buyer's pages (and the calls and pictures they render with): whether a page may be
 *  indexed is decided per share by the page's X-Robots-Tag (docs/decisions.md, "Search engines per share kind").
 *  A crawler kept out by robots.txt would never read that header. The supplier console is never for crawlers. */
export const ROBOTS_TXT = 'User-agent: *\nAllow: /\nDisallow: /console\n';
export const INDEXABLE = 'index, follow';
export const NOT_INDEXABLE = 'noindex, nofollow';

/** Whether the buyer page a request asks for may be indexed: a public share's pages only. */
export type IndexablePage = (request: FastifyRequest) => Promise<boolean>;
/** The picture the page a request asks for shows first and largest, or null (issue 29): its address, or with the
 *  srcset and sizes the page's picture has, so the preload fetches the size the picture will show. */
export type LeadingPicture = (
  request: FastifyRequest,
) => Promise<string | { href: string; srcset?: string; sizes: string } | null>;

/** Vite's output folder for hashed files: their names change with their content. */
const isHashedAsset = (relativePath: string) => relativePath.startsWith(`assets${sep}`);

/** /assets/…, or a last segment with a file extension: a request for a file, never a client route of the SPA. */
export function namesAFile(url: string) {
  const path = url.split('?')[0];
  if (path === '/assets' || path.startsWith('/assets/')) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,12}$/.test(last);
}

export async function registerWeb(
  app: FastifyInstance,
  webRoot: string,
  indexable: IndexablePage,
  leadingPicture: LeadingPicture = async () => null,
) {
  const hasWeb = existsSync(join(webRoot, 'index.html'));

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', REVALIDATE).type('text/plain; charset=utf-8').send(ROBOTS_TXT),
  );

  if (hasWeb) {
    // Static files are served as built: precompressed copies when the browser takes them, else the file itself
    // (the compression plugin leaves these routes alone, see app.ts; only source maps are compressed on the fly).
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      // @fastify/send would otherwise write its own "public, max-age=0" over ours.
      cacheControl: false,
      // The copies are picked by negotiation, never fetched by name; index.html only with its policy (the SPA page).
      allowedPath: (pathName) => !/\.(?:br|gz)$/.test(pathName) && pathName !== '/index.html',
      setHeaders: (res, path) => {
        res.setHeader('cache-control', isHashedAsset(relative(webRoot, path)) ? IMMUTABLE : REVALIDATE);
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  /** The answer for a path no route took: a missing file, the SPA page, or "not built". */
  return async function notFound(request: FastifyRequest, reply: FastifyReply, contentSecurityPolicy: string) {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      (namesAFile(request.url) && request.url.split('?')[0] !== '/index.html')
    ) {
      return reply.code(404).header('cache-control', REVALIDATE).type('text/plain; charset=utf-8').send('Not found.');
    }
    // Every other path is a client-side route of the SPA: a public share's page is for search engines, the rest not.
    const open = await indexable(request).catch(() => false);
    reply.header('x-robots-tag', open ? INDEXABLE : NOT_INDEXABLE);
    // The page's LCP picture, fetched at once beside the scripts instead of after they ran and asked for the page.
    const picture = await leadingPicture(request).catch(() => null);
    if (typeof picture === 'string') reply.header('link', `<${picture}>; rel=preload; as=image; fetchpriority=high`);
    else if (picture)
      reply.header(
        'link',
        `<${picture.href}>; rel=preload; as=image; fetchpriority=high${
          picture.srcset ? `; imagesrcset="${picture.srcset}"; imagesizes="${picture.sizes}"` : ''
        }`,
      );
    // The server's time, read by the app's clock (src/api/pageClock.ts): its first calls need no GetSystemDate first.
    reply.header('server-timing', `${PAGE_CLOCK_TIMING};desc="${Date.now()}"`);
    if (!hasWeb)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built: run `npm run build`, or use `npm start`.');
    return reply.header('content-security-policy', contentSecurityPolicy).sendFile('index.html');
  };
}
