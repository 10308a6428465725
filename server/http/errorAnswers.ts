// How a call's failure is answered (docs/protocol.md, section 6): a business refusal (ShareError) with its code and
// reason, a login limit with Retry-After, a schema refusal naming the field, Fastify's own refusals in the protocol's
// words, and anything else as a 500 that is logged — never an unexplained one.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ShareError } from '../services/messages';
import { TooManyAttempts } from '../services/rateLimit';
import { describeValidationError } from './validation';
import { logRequestError } from './logging';
import type { RefusalReason } from '../../protocol/envelope';

/** Node's codes for a full disk or quota, and PostgreSQL's disk_full (SQLSTATE 53100). */
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT', '53100']);

/** Protocol-level refusals travel with HTTP status = code; business codes (200, 410–420) with HTTP 200. */
const HTTP_STATUS_CODES = new Set([400, 401, 403, 404, 405, 409, 413, 415, 422, 429, 500, 503]);

/** How protocol.ts answers a refusal (its `fail`), passed in: protocol.ts installs these answers. */
type Refuse = (
  reply: FastifyReply,
  request: FastifyRequest,
  code: number,
  message: string,
  httpStatus?: number,
  reason?: RefusalReason,
) => FastifyReply;

export function answerErrors(app: FastifyInstance, fail: Refuse) {
  app.setErrorHandler(
    (
      error: Error & { statusCode?: number; validation?: unknown; validationContext?: string; code?: string },
      request,
      reply,
    ) => {
      if (error instanceof ShareError)
        return fail(
          reply,
          request,
          error.code,
          error.message,
          // The spec's 410–420 are business answers (HTTP 200); a file too large is HTTP 413, or a client would read
          // envelope 413 as the spec's "verification code error".
          error.code >= 410 && error.code <= 420 && error.reason !== 'fileTooLarge' ? 200 : error.code,
          error.reason,
        );
      if (error instanceof TooManyAttempts)
        return fail(reply.header('retry-after', String(error.retryAfterSeconds)), request, 429, error.message);
      if (Array.isArray(error.validation) && error.validation.length) {
        return fail(
          reply,
          request,
          400,
          `Invalid request: ${describeValidationError(error.validationContext ?? 'body', error.validation[0])}.`,
        );
      }
      const status = error.statusCode ?? 500;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') readTheRestUnread(request.raw, reply);
      if (status >= 400 && status < 500) {
        const multipart = !!request.routeOptions.config.call?.multipart;
        const known: Record<string, string> = {
          FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
          FST_ERR_CTP_INVALID_MEDIA_TYPE: multipart
            ? 'Unsupported media type: send the body as multipart/form-data, its fields first, the file last in a part named file.'
            : 'Unsupported media type: send the body as application/json in UTF-8.',
          // @fastify/multipart's own limits (server/routes/chat.ts), reached while the upload streams in. A file past
          // its call's limit is refused first by the service, in words naming it ("Spreadsheet too large: at most …",
          // "The .zip is too large."): this one is met only when the body ends under a service still reading
          // the file (a client gone), so it names no kind of file.
          FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
          FST_FILES_LIMIT: 'Invalid request: send one file per upload.',
          FST_PARTS_LIMIT: "Invalid request: too many parts (the call's fields, then one file).",
          FST_FIELDS_LIMIT: 'Invalid request: too many fields.',
          FST_INVALID_MULTIPART_CONTENT_TYPE: 'Unsupported media type: send the body as multipart/form-data.',
        };
        const code = HTTP_STATUS_CODES.has(status) ? status : 400;
        const reason =
          error.code === 'FST_REQ_FILE_TOO_LARGE'
            ? 'fileTooLarge'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' && multipart
              ? 'notMultipart'
              : undefined;
        return fail(
          reply,
          request,
          code,
          known[error.code ?? ''] ?? `Invalid request: ${error.message}.`,
          code,
          reason,
        );
      }
      logRequestError(request, error);
      // A full disk (uploads folder, or PostgreSQL's disk_full) is said as such: the store wrote nothing (fileStore.ts).
      if (DISK_FULL.has(String(error.code)))
        return fail(reply, request, 500, "The server's disk is full, so nothing was saved; please try again later.");
      return fail(reply, request, 500, 'The server could not complete the request; please try again.');
    },
  );
}

/** Past this, a refused body's sender is cut off rather than read to its end. */
const MOST_UNREAD_BODY_BYTES = 64 * 1024 * 1024;

/** A body refused as too large before it was read: the rest is read and thrown away, so a client still sending it
 *  gets the 413 rather than a connection reset (closing with unread bytes sends a reset, which loses the answer).
 *  Fastify asks to close the connection here; that is kept only for a body too large to be worth reading. */
function readTheRestUnread(raw: IncomingMessage, reply: FastifyReply): void {
  const length = Number(raw.headers['content-length']);
  if (!(length <= MOST_UNREAD_BODY_BYTES)) return;
  reply.removeHeader('connection');
  raw.resume();
}
