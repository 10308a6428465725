// The server's log (issue 12): JSON lines from Fastify's logger (pino). By default only warnings and errors, so a
// 500 leaves one line and ordinary traffic none; LOG_LEVEL=info adds a line per request. Every line of a request
// carries its id (reqId), which the answer also carries in the x-request-id header, so a user's report of a failure
// finds its line. No line ever holds a body, a header, a query string or a secret: see docs/decisions.md.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
export const DEFAULT_LOG_LEVEL = 'warn';

/** Fields whose values are secrets wherever they appear; scrubbed from error messages too. */
export const SECRET_FIELDS = [
  'password',
  'confirmPassword',
  'oldPassword',
  'newPassword',
  'verifyCode',
  'token',
  'accessToken',
  'refreshToken',
];

/** A safety net for anything a future line logs by hand: never bodies, headers with credentials or secret fields. */
const REDACT_PATHS = [
  'body',
  'req.body',
  'request.body',
  'query',
  'req.query',
  'headers.authorization',
  'headers.cookie',
  'headers["x-request-sign"]',
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-request-sign"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

export interface LogStream {
  write(line: string): void;
}

/** The one summary of a request that goes into a line: method, path without query, and the spec call it is. */
function requestSummary(request: FastifyRequest) {
  const url = typeof request.url === 'string' ? request.url.split('?')[0] : undefined;
  return { method: request.method, url, call: request.routeOptions?.config?.call?.name };
}

interface ErrorSummary {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function errorSummary(error: Error & { code?: unknown; statusCode?: unknown }): ErrorSummary {
  if (!(error instanceof Error)) return error as unknown as ErrorSummary; // already a summary (logRequestError)
  return {
    type: error.constructor?.name ?? 'Error',
    message: error.message,
    ...(typeof error.code === 'string' || typeof error.code === 'number' ? { code: error.code } : {}),
    ...(typeof error.statusCode === 'number' ? { statusCode: error.statusCode } : {}),
    stack: error.stack ?? '',
  };
}

/** Options for Fastify: level, serializers, redaction, request ids (and a stream, for tests). */
export function loggingOptions(
  level: string | undefined,
  stream?: LogStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  return {
    logger: {
      level: level || DEFAULT_LOG_LEVEL,
      ...(stream ? { stream } : {}),
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        req: requestSummary,
        res: (reply: FastifyReply | { statusCode: number }) => ({ statusCode: reply.statusCode }),
        err: errorSummary,
      },
    },
    // Always our own id: a client-chosen one could forge or collide with another request's lines.
    genReqId: () => randomUUID(),
  };
}

/** Every answer names its request id, errors and refusals included. */
export function installRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

/** The secret values this request carried (body fields, bearer token, query), to scrub them from error text. */
function secretsOf(request: FastifyRequest): string[] {
  const found: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 3) return;
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === 'string' && SECRET_FIELDS.some((f) => f.toLowerCase() === key.toLowerCase()))
        found.push(inner);
      else visit(inner, depth + 1);
    }
  };
  visit(request.body, 0);
  visit(request.query, 0);
  const auth = request.headers.authorization;
  if (typeof auth === 'string') found.push(auth.replace(/^Bearer\s+/i, ''));
  return found.filter((s) => s.length >= 4);
}

function scrub(text: string, secrets: string[]) {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join('[redacted]');
  return out;
}

/** The one line a failed request (HTTP 500) leaves: its id (from the child logger), call, status and the error,
 * its message and stack scrubbed of any secret value the request carried. Driver details (pg's detail, where,
 * parameters) are left out: they quote the values a query was given. */
export function logRequestError(
  request: FastifyRequest,
  error: Error & { code?: unknown; statusCode?: unknown },
  statusCode = 500,
) {
  const secrets = secretsOf(request);
  const err = errorSummary(error);
  const line = {
    req: request,
    res: { statusCode },
    err: { ...err, message: scrub(err.message, secrets), stack: scrub(err.stack, secrets) },
  };
  // A browser that closes the page mid-answer breaks the (compression) stream: not a server fault, no error line.
  if (clientWentAway(request, error)) request.log.info(line, 'client closed the connection');
  else request.log.error(line, 'request failed');
}

// Not request.raw.destroyed: Node sets it on every request whose body was read to the end, which hid every 500 of a
// call with a body from the default log level (issue 30). Only a closed connection means the client left.
function clientWentAway(request: FastifyRequest, error: { code?: unknown }) {
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' || request.raw.socket?.destroyed === true;
}
