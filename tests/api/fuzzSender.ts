// The fuzzer's sending (tests/api/fuzz.test.ts): the headers a request's plans make, plain fetch over keep-alive
// connections, `CONCURRENCY` requests in flight, and the tally of answers the test file checks.
import { readFileSync } from 'node:fs';
import { Agent, request as httpSend } from 'node:http';
import { expect, inject } from 'vitest';
import fc from 'fast-check';
import type { CallName } from '../../schemas/api/calls';
import { HEADER, makeSignHeaders } from '../../protocol/envelope';
import { encryptJson } from '../../protocol/crypto';
import { DEMO_COMPANY_NUMBER } from '../../server/demo/demoShares';
import { baseUrl } from './helpers';
import { must, nonce } from './wire';
import { state } from './fuzzValues';
import type { FuzzRequest } from './fuzzRequests';

// FUZZ_REQUESTS, FUZZ_CONCURRENCY and FUZZ_SEED: see fuzz.test.ts.
export const REQUESTS = Number(
  process.env.FUZZ_REQUESTS ?? (process.env.CI && !process.env.DATABASE_URL ? 100_000 : 20_000),
);
export const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 32);
export const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const REQUEST_TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------------------------------------------------------
// Sending.

/** A valid sign, made afresh every 250 ms: signing every request cost the client as much CPU as the server
 * spent answering (the server checks the time, and the nonce only for its form). */
let signed = { at: 0, headers: {} as Record<string, string> };
function validSign(now: number) {
  if (now - signed.at > 250) signed = { at: now, headers: makeSignHeaders(now, nonce()) };
  return signed.headers;
}

function headersOf(r: FuzzRequest): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-for': r.address, ...r.extra };
  const now = Date.now();
  const s = r.sign;
  if (s === 'valid') Object.assign(headers, validSign(now));
  else if (s === 'noSign') headers[HEADER.time] = String(now);
  else if (s === 'noTime') headers[HEADER.sign] = validSign(now)[HEADER.sign];
  else if (s !== 'none' && 'skewMs' in s) Object.assign(headers, makeSignHeaders(now + s.skewMs, nonce()));
  else if (s !== 'none' && 'time' in s)
    Object.assign(headers, { [HEADER.time]: s.time, [HEADER.sign]: validSign(now)[HEADER.sign] });
  else if (s !== 'none' && 'sign' in s) Object.assign(headers, { [HEADER.time]: String(now), [HEADER.sign]: s.sign });
  else if (s !== 'none' && 'payload' in s)
    Object.assign(headers, { [HEADER.time]: String(now), [HEADER.sign]: encryptJson(s.payload, String(now)) });
  const t = r.token;
  if (typeof t === 'object') headers.authorization = t.raw;
  else if (t !== 'none') headers.authorization = `Bearer ${state.tokens[t]}`;
  if (r.type) headers['content-type'] = r.type;
  return headers;
}

export const byStatus = new Map<string, number>();
export const byCall = new Map<CallName, number>();
export const failures: { what: string; request: string }[] = [];
export const resets: string[] = [];
const count = (key: string) => byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.path}${r.query ? '?' + r.query.slice(0, 120) : ''} [${r.note}] sign=${JSON.stringify(r.sign).slice(0, 60)} token=${JSON.stringify(r.token).slice(0, 40)} type=${r.type} extra=${JSON.stringify(r.extra).slice(0, 80)} body=${r.body === undefined ? '(none)' : JSON.stringify(String(r.body).slice(0, 300))}${r.body && r.body.length > 300 ? `… (${r.body.length} chars)` : ''}`;

const STAFF_WRITES = new Set([
  'ConsoleSaveStaff',
  'ConsoleSetStaffState',
  'ConsoleResetStaffPassword',
  'ConsoleSetBuyerState',
  'ConsoleResetBuyerPassword',
  // Media ids are small too: another test file's pictures (the matrix's posters) must not be deleted by the fuzzer.
  'ConsoleArrangeProductMedia',
  'ConsoleDeleteProductMedia',
  'ConsoleSaveCompany',
  'ConsoleUploadLogo',
  'ConsoleUploadAboutPicture',
  // A page draft the fuzzer saves or publishes would change the preview other files check.
  'ConsoleSavePageDesign',
  'ConsolePublishPageDesign',
  'ConsoleSaveTheme',
]);

async function send(r: FuzzRequest) {
  byCall.set(r.call, (byCall.get(r.call) ?? 0) + 1);
  let headers: Record<string, string>;
  try {
    headers = headersOf(r);
  } catch (error) {
    count('client-refused');
    return void error;
  }
  // SignOut ends the session it is called with: it gets a visitor token of its own, or the first valid SignOut would
  // leave every later request of that kind a plain 401 and the rest of the run would fuzz nothing past the token check.
  if (r.call === 'SignOut' && typeof r.token === 'string' && r.token !== 'none') {
    headers.authorization = `Bearer ${await must<string>('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' })}`;
  }
  // The Staff and Buyers rooms' writes aim at small ids, which are other test files' admins and buyers, and the Company
  // room's rename the company other files read: with an admin token they run as the admin of a company of their own
  // (TENANT_FIXTURES.fuzzStaff), whatever they do to its accounts and details.
  if (STAFF_WRITES.has(r.call) && r.token === 'admin') headers.authorization = `Bearer ${state.tokens.staffAdmin}`;
  const hasBody = r.method !== 'GET' && r.method !== 'HEAD' && r.body !== undefined;
  // As fetch did: a string body is labelled text/plain unless a type is planned; bytes go out with exactly the
  // content type planned (or none); a body's length is always sent (never chunked), 0 for a POST without one.
  const body = !hasBody || r.body === undefined ? undefined : Buffer.from(r.body);
  if (body && typeof r.body === 'string' && r.type !== null && !headers['content-type'])
    headers['content-type'] = 'text/plain;charset=UTF-8';
  if (body || (r.method !== 'GET' && r.method !== 'HEAD')) headers['content-length'] = String(body?.length ?? 0);
  let status: number | undefined;
  for (let attempt = 1; status === undefined; attempt++) {
    try {
      status = await httpRequest(r.method, r.path + (r.query ? '?' + r.query : ''), headers, body, attempt > 1);
    } catch (error) {
      const e = error as Error & { code?: string };
      const code = e.code ?? '';
      // Refused by the client itself before anything was sent (a header value or path it will not put on the wire).
      if (
        code.startsWith('ERR_INVALID_') ||
        code === 'ERR_UNESCAPED_CHARACTERS' ||
        code === 'ERR_HTTP_INVALID_HEADER_VALUE'
      )
        return void count('client-refused');
      // A kept-alive connection closed by the server just as the client reused it: once in tens of thousands of
      // requests. Sent again on a fresh connection; a request that breaks its connection every time fails below.
      if (attempt === 1 && (code === 'ECONNRESET' || code === 'EPIPE')) {
        resets.push(describeRequest(r));
        continue;
      }
      count(code === 'timeout' ? 'timeout' : `network error ${code || e.name}`);
      failures.push({
        what:
          code === 'timeout'
            ? `no answer in ${REQUEST_TIMEOUT_MS} ms`
            : `connection failed twice: ${code || e.message}`,
        request: describeRequest(r),
      });
      return;
    }
  }
  count(String(status));
  if (status >= 500) failures.push({ what: `HTTP ${status}`, request: describeRequest(r) });
}

// Sent with node:http over kept-alive connections rather than fetch: fetch's streams, signals and copies cost the
// client 1.6 ms of CPU a request, more than the server spent answering, so the fuzz measured the client (session 21).
// fetch's own default headers are kept (overridable by a request's extra headers); the answer is read and dropped.
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
const DEFAULT_HEADERS = { accept: '*/*', 'accept-encoding': 'gzip, deflate', 'user-agent': 'vitrine-fuzz' };
function httpRequest(method: string, path: string, headers: Record<string, string>, body?: Buffer, fresh = false) {
  const url = new URL(baseUrl());
  return new Promise<number>((resolve, reject) => {
    let status: number | undefined;
    // An answer given before the whole body was read (a refused sign, a body too large) may close the connection
    // under the body still being written: the answer counts, as it did with fetch.
    const failed = (error: Error) => (status === undefined ? reject(error) : resolve(status));
    const request = httpSend(
      {
        agent: fresh ? false : agent,
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { ...DEFAULT_HEADERS, ...headers },
      },
      (response) => {
        status = response.statusCode ?? 0;
        response.on('error', failed);
        response.on('end', () => resolve(status!));
        response.resume();
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () =>
      request.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })),
    );
    request.on('error', failed);
    request.end(body);
  });
}

export function rssMb(pid: number) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? NaN) / 1024;
}

/** Sends `total` requests drawn in batches from the arbitrary, `CONCURRENCY` at a time. */
export const drawing = { ms: 0 };
export async function run(requests: fc.Arbitrary<FuzzRequest>, total: number, seed: number) {
  const BATCH = 2_000;
  let batch: FuzzRequest[] = [];
  let next = 0;
  let drawn = 0;
  const take = () => {
    if (next >= batch.length) {
      const t0 = performance.now();
      batch = fc.sample(requests, { numRuns: Math.min(BATCH, total - drawn), seed: seed + drawn });
      drawing.ms += performance.now() - t0;
      next = 0;
    }
    drawn++;
    return batch[next++];
  };
  let started = 0;
  let done = 0;
  let window = { at: performance.now(), done: 0 };
  const worker = async () => {
    while (started < total) {
      started++;
      await send(take());
      done++;
      if (process.env.FUZZ_PROGRESS && done % 5_000 === 0) {
        const now = performance.now();
        console.log(
          `fuzz progress: ${done} answered, ${((done - window.done) / ((now - window.at) / 1000)).toFixed(0)} req/s lately, server RSS ${rssMb(inject('serverPid')).toFixed(0)} MB`,
        );
        window = { at: now, done };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, total) }, worker));
}

/** After every fuzzing phase (each test of fuzz.test.ts and of fuzzUploads.test.ts): the server still answers an
 *  ordinary call and a buyer's product list as usual, with this public share's token. */
export async function expectAnswersNormally(shareToken: string) {
  expect(await must('GetSystemDate', {})).toHaveProperty('systemTime');
  expect(
    (await must<{ items: unknown[] }>('GetProductList', { pageIndex: 1, pageSize: 5 }, shareToken)).items,
  ).toHaveLength(5);
}
