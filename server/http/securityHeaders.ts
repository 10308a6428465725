// Security headers on every answer (issue 12): API envelopes, refusals, static files, the SPA page, robots.txt and
// 404s alike. The SPA page keeps its own Content-Security-Policy (server/app.ts); API answers get one that allows
// nothing, since JSON is never a document. Why each value: docs/decisions.md, "Wire, headers and logs".
import type { FastifyInstance } from 'fastify';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  // Share links carry the share code in the query: never leak it to image hosts or linked sites.
  'referrer-policy': 'no-referrer',
  // The same as the page's CSP frame-ancestors 'self', for browsers that only know the old header.
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-permitted-cross-domain-policies': 'none',
  'origin-agent-cluster': '?1',
  // Not for search engines, even when a link leaks: API answers, files, refusals. Only a public share's pages say
  // otherwise (server/http/web.ts).
  'x-robots-tag': 'noindex, nofollow',
};

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** Sent only over HTTPS (as seen behind the proxy); no includeSubDomains: a supplier's other hosts are not ours. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=15552000';

export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    if (request.url.startsWith('/api/')) reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
  });
}
