// The wire protocol of spec section 7 on the server side: signed headers, clock tolerance, bearer tokens,
// maintenance, schema-checked bodies and the (encrypted) response envelope. Routes only return payloads.
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { calls, type CallName, type CallSpec } from '../../schemas/api/calls';
import type { CallTypes } from '../../schemas/api/types.gen';
import { decryptJson, encryptBytes } from './wireCipher';
import { COMPRESS_THRESHOLD_BYTES, gzipBase64, prefersGzip } from './base64Gzip';
import { ENCRYPTED, PLAIN, HEADER, readSignHeaders, type RefusalReason } from '../../protocol/envelope';
import { CLOCK_TOLERANCE_MS } from '../../protocol/constants';
import { ShareError } from '../services/messages';
import { findControlCharacter } from '../services/controlCharacters';
import { answerErrors } from './errorAnswers';
import { logRequestError } from './logging';
import { sessionDigitKey, scramblesFor } from './digitScramble';
import { scrambledJson } from './answerJson';
import { sessionOfToken, type Session } from '../services/sessions';
import { buyerOf, staffOf, type Buyer, type Staff, type StaffRole } from '../services/buyer';
import type { Database } from '../db/database';
import type { AppContext } from '../context';

declare module 'fastify' {
  interface FastifyContextConfig {
    call?: CallSpec & { name: CallName };
    /** The call answers plain JSON (encryptCode 0), not ciphertext. */
    plainAnswer?: boolean;
  }
  interface FastifyRequest {
    session?: Session;
  }
  interface FastifyInstance {
    /** The database, for working out who a call acts for (set by installProtocol). */
    db: Database;
  }
}

export function sendEnvelope(
  reply: FastifyReply,
  field: 'data' | 'item',
  code: number,
  message: string,
  payload: unknown,
  encrypt: boolean,
  httpStatus = 200,
  reason?: RefusalReason,
) {
  const json = payload === undefined ? undefined : JSON.stringify(payload);
  return sendEnvelopeText(reply, field, code, message, json, encrypt, httpStatus, reason);
}

/** sendEnvelope for a payload already in JSON text (undefined: none). The envelope is written as text: Fastify's
 *  serialiser would copy and scan the Base64 ciphertext once more (issue 30). Same bytes as JSON.stringify(envelope). */
export function sendEnvelopeText(
  reply: FastifyReply,
  field: 'data' | 'item',
  code: number,
  message: string,
  json: string | Buffer | undefined,
  encrypt: boolean,
  httpStatus = 200,
  reason?: RefusalReason,
) {
  const dateTime = new Date().toISOString();
  const sealed = encrypt && json !== undefined;
  const said = JSON.stringify(message);
  const rest =
    `,"message":${said},"msg":${said},` +
    `"encryptCode":${sealed ? ENCRYPTED : PLAIN},"dateTime":"${dateTime}"${reason ? `,"reason":${JSON.stringify(reason)}` : ''}}`;
  reply.code(httpStatus).header('cache-control', 'no-store').type('application/json; charset=utf-8');
  if (!sealed) return reply.send(`{"code":${code},"${field}":${json?.toString() ?? 'null'}${rest}`);
  const raw = encryptBytes(json, dateTime);
  const base64 = raw.toString('base64');
  const head = `{"code":${code},"${field}":"`;
  const after = `"${rest}`;
  // Most of an encrypted answer is Base64: gzipped here with a code made for it (base64Gzip.ts), at a fraction of
  // the compression plugin's cost; the plugin leaves an answer with a Content-Encoding alone.
  const headers = reply.request.headers;
  if (
    head.length + base64.length + Buffer.byteLength(after) >= COMPRESS_THRESHOLD_BYTES &&
    headers['x-no-compression'] === undefined &&
    prefersGzip(headers['accept-encoding'])
  ) {
    const vary = reply.getHeader('vary');
    return reply
      .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
      .header('content-encoding', 'gzip')
      .send(gzipBase64(head, raw, base64, after));
  }
  return reply.send(head + base64 + after);
}

const fieldOf = (request: FastifyRequest) => (request.routeOptions.config.call?.client === 'toys' ? 'item' : 'data');

/** A protocol-level refusal (HTTP status = code). Business refusals are thrown as ShareError instead. */
export function fail(
  reply: FastifyReply,
  request: FastifyRequest,
  code: number,
  message: string,
  httpStatus = code,
  reason?: RefusalReason,
) {
  return sendEnvelope(reply, fieldOf(request), code, message, undefined, false, httpStatus, reason);
}

type CallerOf<N extends CallName> = (typeof calls)[N] extends { caller: infer C } ? C : undefined;

/** What a handler is given: the checked body, the session (always there on calls that need a token), and who the
 *  call acts for by its `caller` in schemas/api/calls.ts — worked out once, here, before the handler runs. */
export interface CallInput<N extends CallName> {
  body: CallTypes[N]['request'];
  session: (typeof calls)[N] extends { needsToken: false } ? Session | undefined : Session;
  buyer: CallerOf<N> extends 'buyer' ? Buyer : undefined;
  staff: CallerOf<N> extends `staff${string}` ? Staff : undefined;
  /** For a call either may make (`buyer|staff:orders`): the staff member on a console session, else the buyer. */
  either: CallerOf<N> extends 'buyer|staff:orders' ? Buyer | Staff : undefined;
  request: FastifyRequest;
}

export type CallHandler<N extends CallName> = (input: CallInput<N>) => Promise<CallTypes[N]['response']>;

/** The buyer or staff member a call acts for (its refusals: 401/410 for a buyer, 403 for staff). */
async function callerOf(
  db: Database,
  caller: CallSpec['caller'],
  session: Session | undefined,
): Promise<{ buyer?: Buyer; staff?: Staff; either?: Buyer | Staff }> {
  if (!caller) return {};
  if (caller === 'buyer') return { buyer: await buyerOf(db, session) };
  if (caller === 'buyer|staff:orders')
    return { either: session?.kind === 'admin' ? await staffOf(db, session, 'orders') : await buyerOf(db, session) };
  return { staff: await staffOf(db, session, caller.split(':')[1] as StaffRole | undefined) };
}

/** Callers already worked out before the body was read (calls with a larger body limit). */
const earlyCallers = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof callerOf>>>();

async function inputOf<N extends CallName>(
  spec: CallSpec,
  request: FastifyRequest,
  body: unknown,
): Promise<CallInput<N>> {
  const caller = earlyCallers.get(request) ?? (await callerOf(request.server.db, spec.caller, request.session));
  return { body, session: request.session, request, ...caller } as CallInput<N>;
}

/** An answer's JSON text (a buyer's: UTF-8 bytes with its digits scrambled for the session, digitScramble.ts);
 *  undefined for none. */
async function answerText(
  spec: CallSpec,
  request: FastifyRequest,
  payload: unknown,
): Promise<string | Buffer | undefined> {
  if (payload === undefined) return undefined;
  if (!scramblesFor(spec, request.session)) return JSON.stringify(payload);
  return scrambledJson(payload, await sessionDigitKey(request.server.db, request.session));
}

/** Registers one spec call: its path, schema and rules come from schemas/api/calls.ts. */
export function defineCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: CallHandler<N>,
  options: { encrypt?: boolean; bodyLimit?: number } = {},
) {
  const spec = calls[name] as CallSpec;
  const field = spec.client === 'toys' ? 'item' : 'data';
  // A larger body limit is only for the callers it was raised for: who the call acts for (403 for anyone else) is
  // settled before a byte of the body is read.
  const bodyLimit = options.bodyLimit
    ? {
        bodyLimit: options.bodyLimit,
        preParsing: async (request: FastifyRequest) => {
          earlyCallers.set(request, await callerOf(request.server.db, spec.caller, request.session));
        },
      }
    : {};
  const schemaPart = spec.method === 'GET' ? 'querystring' : 'body';
  const defName = spec.method === 'GET' ? 'query' : 'request';
  const schema: FastifySchema = { [schemaPart]: { $ref: `${name}.json#/$defs/${defName}` } };
  app.route({
    method: spec.method,
    url: spec.path,
    // A plain answer is JSON that compresses well: app.ts gives it the site's own compression, not the ciphertext's.
    config: { call: { ...spec, name }, plainAnswer: options.encrypt === false },
    schema,
    ...bodyLimit,
    handler: async (request, reply) => {
      const payload: unknown = await handler(
        await inputOf<N>(spec, request, spec.method === 'GET' ? request.query : request.body),
      );
      return sendEnvelopeText(
        reply,
        field,
        200,
        'success',
        await answerText(spec, request, payload),
        options.encrypt ?? true,
      );
    },
  });
}

/** A file a raw call answers with (spec: ExportOrderDetailToExcel is "returned raw"). `write` streams it; anything
 *  thrown before it is called is an ordinary envelope refusal. */
export interface RawAnswer {
  fileName: string;
  contentType: string;
  write: (out: Writable) => Promise<void>;
}

/** Registers a raw call: same path, schema and token rules as defineCall, but the answer is the file's bytes. */
export function defineRawCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: (input: CallInput<N>) => Promise<RawAnswer>,
) {
  const spec = calls[name] as CallSpec;
  app.route({
    method: spec.method,
    url: spec.path,
    config: { call: { ...spec, name } },
    schema: { body: { $ref: `${name}.json#/$defs/request` } },
    handler: async (request, reply) => {
      const answer = await handler(await inputOf<N>(spec, request, request.body));
      const out = new PassThrough();
      // The file is made while it is sent; a failure half-way ends the download short (the browser reports it) and is logged.
      answer.write(out).then(
        () => out.end(),
        (error: Error) => {
          logRequestError(request, error);
          out.destroy(error);
        },
      );
      return reply
        .header('content-type', answer.contentType)
        .header('content-disposition', `attachment; filename="${answer.fileName}"`)
        .header('cache-control', 'no-store')
        .send(out);
    },
  });
}

/** Registers the multipart call (InsertPic): same path, token and signature rules; its fields and file are read as
 *  a stream by the handler (the JSON schema documents the fields). Must be registered in a scope with @fastify/multipart. */
export function defineUploadCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: (input: {
    parts: AsyncIterableIterator<Multipart>;
    session?: Session;
    request: FastifyRequest;
    staff: CallInput<N>['staff'];
    buyer: CallInput<N>['buyer'];
  }) => Promise<CallTypes[N]['response']>,
) {
  const spec = calls[name] as CallSpec;
  app.route({
    method: spec.method,
    url: spec.path,
    config: { call: { ...spec, name } },
    handler: async (request, reply) => {
      // A protocol refusal (HTTP 415), not the business code 415 (wrong password) that travels with HTTP 200.
      if (!request.isMultipart())
        return fail(
          reply,
          request,
          415,
          'Unsupported media type: send the body as multipart/form-data, its fields first, the file last in a part named file.',
          415,
          'notMultipart',
        );
      // Who the call acts for is settled before a byte of the file is read.
      const { staff, buyer } = await callerOf(request.server.db, spec.caller, request.session);
      const payload: unknown = await handler({
        parts: readableParts(request.parts()),
        session: request.session,
        request,
        staff: staff as CallInput<N>['staff'],
        buyer: buyer as CallInput<N>['buyer'],
      });
      // A buyer's answer with prices (image search's cards) travels scrambled like every other buyer answer.
      return sendEnvelopeText(reply, 'data', 200, 'success', await answerText(spec, request, payload), true);
    },
  });
}

/** The parts of a multipart body; a body the parser cannot read (no boundary, a cut-off part, bad headers) is the
 *  caller's error, a 400, never a 500 (the fuzzer sends such bodies). Its own limit errors keep their status. */
async function* readableParts(parts: AsyncIterableIterator<Multipart>): AsyncIterableIterator<Multipart> {
  try {
    yield* parts;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new ShareError(400, `Invalid request: the multipart body could not be read (${(error as Error).message}).`);
  }
}

/** A JSON body's charset parameter, when it has one, must say UTF-8 (RFC 8259: JSON on the wire is UTF-8). */
function isUtf8(contentType: string | undefined) {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  return !charset || /^utf-?8$/i.test(charset);
}

export function installProtocol(app: FastifyInstance, ctx: AppContext) {
  app.decorate('db', ctx.db);
  // Bodies: empty means {} (spec calls such as GetPublicShareInfo have "body none"); bad JSON is a 400, never a 500.
  // JSON in UTF-8 is the only body type (spec section 7): every other content type, text/plain included (Fastify
  // parses that one by default, so it used to reach the schema as a string and come back 400), is a 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    if (!isUtf8(request.headers['content-type']))
      return done(
        Object.assign(new Error('charset is not UTF-8'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }),
        undefined,
      );
    const source = typeof text === 'string' ? text : text.toString('utf8');
    if (!source.trim()) return done(null, {});
    try {
      done(null, JSON.parse(source));
    } catch {
      done(Object.assign(new Error('body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const spec = request.routeOptions.config.call;
    if (!spec) return;
    const signed = readSignHeaders(request.headers[HEADER.time], request.headers[HEADER.sign], decryptJson);
    if (!signed.ok) return fail(reply, request, 400, `Invalid request signature: ${signed.reason}.`);
    if (spec.checksClock && Math.abs(signed.value.time - Date.now()) > CLOCK_TOLERANCE_MS) {
      return fail(reply, request, 409, 'Request time is out of step with the server clock; resynchronise and retry.');
    }
    if (!spec.duringMaintenance && (await ctx.maintenance.read()).shareUpgradeState === 1) {
      return fail(reply, request, 503, 'The service is being upgraded.');
    }
    const auth = request.headers[HEADER.authorization];
    const token = typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
    if (token) request.session = (await sessionOfToken(ctx.db, token)) ?? undefined;
    if (spec.needsToken && !request.session)
      return fail(
        reply,
        request,
        401,
        token ? 'Login expired, please log in again.' : 'This call needs a bearer token.',
      );
  });

  app.addHook('preValidation', async (request, reply) => {
    if (request.body === undefined && request.method === 'POST') request.body = {};
    // Before the schemas, for every call at once: a control character in any string is the caller's error.
    if (!request.routeOptions.config.call) return;
    const field = findControlCharacter(request.body, 'body') ?? findControlCharacter(request.query, 'querystring');
    if (field)
      return fail(
        reply,
        request,
        400,
        `Invalid request: ${field} must not contain control characters or unpaired surrogates.`,
      );
  });
  answerErrors(app, fail);
}
