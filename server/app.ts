// Builds the HTTP server: the protocol, the spec's calls and the SPA, on one port. Demo media routes are added by
// start.ts when demo data is on (server/demo/), so the live app knows nothing of them. What travels on the wire
// besides the envelope (compression, caching, security headers, request ids, the error log): docs/decisions.md,
// "Wire, headers and logs (issue 12)".
import Fastify from 'fastify';
import { answerClientError } from './http/clientErrors';
import fastifyCompress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import { MAX_JSON_BODY_BYTES } from '../protocol/constants';
import { cutShareCode } from '../protocol/shareCode';
import { findShare } from './services/shares';
import { leadingPicture, leadingProductPicture, loginPicture } from './services/pageModules';
import { DETAIL_PICTURE_SIZES, pictureSrcSet } from '../protocol/productMedia';
import { ajv } from './http/validation';
import { installProtocol, sendEnvelope } from './http/protocol';
import { COMPRESS_THRESHOLD_BYTES } from './http/base64Gzip';
import { installRequestIds, loggingOptions, type LogStream } from './http/logging';
import { installSecurityHeaders } from './http/securityHeaders';
import { registerWeb } from './http/web';
import { entryRoutes } from './routes/entry';
import { accountRoutes } from './routes/account';
import { catalogueRoutes } from './routes/catalogue';
import { visitorListsRoutes } from './routes/visitorLists';
import { digitRoutes } from './routes/digits';
import { cartRoutes } from './routes/cart';
import { orderRoutes } from './routes/orders';
import { chatRoutes } from './routes/chat';
import { imageSearchRoutes } from './routes/imageSearch';
import { pageDesignRoutes } from './routes/pageDesign';
import { consoleOrderRoutes } from './routes/console/orders';
import { consoleDeskRoutes } from './routes/console/desk';
import { consoleSearchWordsRoutes } from './routes/console/searchWords';
import { consolePagesRoutes } from './routes/console/pages';
import { chatService } from './services/chat';
import { consoleAccessRoutes } from './routes/console/access';
import { consoleStaffRoutes } from './routes/console/staff';
import { consoleCompanyRoutes } from './routes/console/company';
import { consoleCatalogueRoutes } from './routes/console/catalogue';
import { folderFileStore, uploadsFolder } from './services/fileStore';
import { laterSizes } from './services/laterSizes';
import { setMediaStore } from './services/media';
import { consoleProductMediaRoutes } from './routes/console/productMedia';
import type { AppContext } from './context';

/** The SPA runs without eval or inline scripts (validators are compiled at build time), so it ships a strict policy. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' https: data: blob:",
  "media-src 'self' https: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

const COMPRESSION = {
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: COMPRESS_THRESHOLD_BYTES,
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
  // Answers already in memory are compressed in one call up to this size: a zlib stream per answer (the plugin's
  // default above 4 KB on 2 cores) cost more than the compression itself in issue 30's profile.
  syncThreshold: 256 * 1024,
  // Request bodies are small JSON: no compressed uploads to inflate.
  globalDecompression: false,
};
/** API envelopes carry Base64 ciphertext: compression can only take back Base64's overhead (82 KB -> 62 KB for 60
 *  products), which brotli's quality 1 and gzip's Huffman-only coding do as well as any level, at a fraction of the
 *  CPU (issue 30: brotli 4 0.42 ms, 1 0.25 ms; gzip 6 1.3 ms, Huffman-only 0.36 ms per 80 KB answer). Encrypted
 *  answers to clients that take gzip never get here: protocol.ts gzips them itself (http/base64Gzip.ts). */
const ENVELOPE_COMPRESSION = {
  ...COMPRESSION,
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { strategy: zlibConstants.Z_HUFFMAN_ONLY },
};

export interface BuildOptions {
  /** Where log lines go (tests capture them); standard output by default. */
  logStream?: LogStream;
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}) {
  const app = Fastify({
    bodyLimit: MAX_JSON_BODY_BYTES,
    clientErrorHandler: answerClientError,
    trustProxy: ctx.config.trustProxy?.length ? ctx.config.trustProxy : false,
    ...loggingOptions(ctx.config.logLevel, options.logStream),
  });
  installRequestIds(app);
  installSecurityHeaders(app);
  // Static files are precompressed at build time (scripts/precompress.ts): their routes skip on-the-fly
  // compression, except source maps, which the build leaves as they are. Must run before the plugin's onRoute hook.
  app.addHook('onRoute', (route) => {
    const file = (route.config as { file?: unknown } | undefined)?.file;
    if (typeof file === 'string' && !file.endsWith('.map')) route.compress = false;
    const config = route.config as { call?: unknown; plainAnswer?: boolean } | undefined;
    if (config?.call) route.compress = config.plainAnswer ? COMPRESSION : ENVELOPE_COMPRESSION;
  });
  await app.register(fastifyCompress, COMPRESSION);
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  installProtocol(app, ctx);
  // By area, as the browser's features and the console's rooms are (docs/architecture.md).
  entryRoutes(app, ctx);
  accountRoutes(app, ctx);
  catalogueRoutes(app, ctx);
  visitorListsRoutes(app, ctx);
  cartRoutes(app, ctx);
  digitRoutes(app, ctx);
  orderRoutes(app, ctx);
  pageDesignRoutes(app, ctx);
  // One chat service for both ends: it keeps each conversation's row in the process, and a send on either side
  // must be seen by the other's next poll.
  const chat = chatService(ctx.db);
  const files = ctx.files ?? folderFileStore(uploadsFolder(ctx.config.dataDir));
  // One backlog of imported pictures' later files: the import fills it; the media route, an order's spreadsheet and
  // the image-search vectors read through it (a sheet JPEG not made yet is made when asked for).
  const later = laterSizes(files, (error) => app.log.error(error));
  app.addHook('onClose', async () => later.stop());
  setMediaStore({ ...files, get: later.file });
  await chatRoutes(app, ctx, chat, files);
  await imageSearchRoutes(app, ctx);
  consoleOrderRoutes(app, ctx);
  consoleDeskRoutes(app, chat);
  consoleSearchWordsRoutes(app, ctx);
  consolePagesRoutes(app, ctx);
  consoleAccessRoutes(app, ctx);
  consoleStaffRoutes(app, ctx);
  await consoleCompanyRoutes(app, ctx, files);
  await consoleCatalogueRoutes(app, ctx, files, later);
  await consoleProductMediaRoutes(app, ctx, files, later);
  // Anything under /media that no media route answers is a missing file, not a page of the SPA.
  app.get('/media/*', async (_request, reply) => reply.code(404).type('text/plain').send('No such file.'));

  // Issue 29: a public share's pages may be indexed; private and invitation shares, the console and a page without
  // a share stay out of search engines.
  const webNotFound = await registerWeb(
    app,
    ctx.config.webRoot,
    async (request) => {
      const code = cutShareCode((request.query as { id?: unknown }).id);
      if (!code || request.url.startsWith('/console')) return false;
      return (await findShare(ctx.db, { code }))?.is_public === true;
    },
    async (request) => {
      // The home page's first banner picture; the channel as the browser says whether it is a phone (the app picks it
      // by width, which a phone's mobile client hint matches).
      // And a product's detail page: the product's first picture.
      const query = request.query as { id?: unknown; productNumber?: unknown };
      const code = cutShareCode(query.id);
      const path = request.url.split('?')[0];
      const detail = path === '/productDetails' && typeof query.productNumber === 'string';
      if (!code || (path !== '/index/home' && path !== '/login' && !detail)) return null;
      const share = await findShare(ctx.db, { code });
      const channel = request.headers['sec-ch-ua-mobile'] === '?1' ? 'mobile' : 'web';
      // And the login page's picture, of every share: the login page is what anyone with the link sees.
      if (share && path === '/login') return loginPicture(ctx.db, share.company_id, channel);
      // Only where the page is open to anyone with the link: a private share's pictures are its buyers' business.
      if (!share?.is_public) return null;
      if (detail) {
        // As the detail page shows it (src/features/catalogue/ProductGallery.tsx).
        const href = await leadingProductPicture(ctx.db, share.company_id, query.productNumber as string);
        return href ? { href, srcset: pictureSrcSet(href), sizes: DETAIL_PICTURE_SIZES } : null;
      }
      return leadingPicture(ctx.db, share.company_id, channel);
    },
  );
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return sendEnvelope(
        reply,
        'data',
        404,
        `No such call: ${request.method} ${request.url.split('?')[0]}.`,
        undefined,
        false,
        404,
        'noSuchCall',
      );
    }
    return webNotFound(request, reply, CONTENT_SECURITY_POLICY);
  });
  return app;
}
