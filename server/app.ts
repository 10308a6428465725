// Builds the HTTP server: the protocol, the spec's calls and the SPA, on one port. Demo media routes are added by
// start.ts when demo data is on (server/demo/), so the live app knows nothing of them.
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_JSON_BODY_BYTES } from '../protocol/constants';
import { ajv } from './http/validation';
import { installProtocol, sendEnvelope } from './http/protocol';
import { accountRoutes } from './routes/account';
import { websiteShareRoutes } from './routes/websiteShare';
import { serviceConfigRoutes } from './routes/serviceConfig';
import type { AppContext } from './context';

/** The SPA runs without eval or inline scripts (validators are compiled at build time), so it ships a strict policy. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' https: data: blob:", "media-src 'self' https: blob:",
  "connect-src 'self'", "font-src 'self' data:", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'",
].join('; ');

export async function buildApp(ctx: AppContext) {
  const app = Fastify({ bodyLimit: MAX_JSON_BODY_BYTES, logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false, trustProxy: true });
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  installProtocol(app, ctx);
  accountRoutes(app, ctx);
  websiteShareRoutes(app, ctx);
  serviceConfigRoutes(app, ctx);
  // Anything under /media that no media route answers is a missing file, not a page of the SPA.
  app.get('/media/*', async (_request, reply) => reply.code(404).type('text/plain').send('No such file.'));

  const index = join(ctx.config.webRoot, 'index.html');
  const hasWeb = existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: ctx.config.webRoot,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return sendEnvelope(reply, 'data', 404, `No such call: ${request.method} ${request.url.split('?')[0]}.`, undefined, false, 404);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).type('text/plain').send('Not found.');
    // Every other path is a client-side route of the SPA.
    if (!hasWeb) return reply.code(503).type('text/plain').send('The web app is not built: run `npm run build`, or use `npm start`.');
    return reply.header('cache-control', 'no-cache').header('content-security-policy', CONTENT_SECURITY_POLICY).sendFile('index.html');
  });
  return app;
}
