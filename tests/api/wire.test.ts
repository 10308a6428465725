// What travels on the wire besides the envelope (issue 12): precompressed assets (API answers: apiCompression.test.ts),
// cache policy, robots.txt and 404s for missing files, security headers on every kind of answer, and
// the error log (one JSON line per 500 with the request id the response carries, no secret in it).
// Static files are served from a small fixture build (so the test does not depend on the state of dist/) by an app
// built in-process with a stub database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp, CONTENT_SECURITY_POLICY } from '../../server/app';
import { readConfig } from '../../server/config';
import { precompressDir } from '../../scripts/precompress';
import type { AppContext } from '../../server/context';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { baseUrl, signed } from './helpers';

const SECRETS = {
  password: 'Pw-SECRET-4411',
  verifyCode: 'VC-SECRET-8812',
  token: 'TK-SECRET-9921',
  query: 'Q-SECRET-7713',
};

// Code-like text compresses as the real bundle does; no two lines alike, so sizes stay realistic.
const bundleText = (lines: number) =>
  Array.from(
    { length: lines },
    (_, i) => `export function part${i}(value){return value*${i}+"${(i * 7919).toString(36)}";}`,
  ).join('\n');

const DRIVER_FAILURE = { message: 'connection terminated unexpectedly', code: '57P01' };
let failure = DRIVER_FAILURE;

/** An app over a fixture build and a database that fails every query except the session lookup. */
async function fixtureApp(logLines: string[]) {
  const webRoot = mkdtempSync(join(tmpdir(), 'vitrine-wire-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(
    join(webRoot, 'index.html'),
    `<!doctype html><html><head><title>Vitrine</title>${'<link rel="modulepreload" href="/assets/app-Ab12Cd34.js">'.repeat(40)}</head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(webRoot, 'assets', 'app-Ab12Cd34.js'), bundleText(2000));
  writeFileSync(
    join(webRoot, 'assets', 'style-Zx98Yw76.css'),
    Array.from({ length: 300 }, (_, i) => `.c${i}{margin:${i}px}`).join('\n'),
  );
  writeFileSync(join(webRoot, 'assets', 'tiny-Qq11Ww22.js'), 'export const a = 1;\n');
  writeFileSync(join(webRoot, 'notes.txt'), 'a file at the root that is not hashed\n');
  await precompressDir(webRoot);
  const db = {
    kind: 'embedded',
    async query(sql: string, params: unknown[] = []) {
      if (sql.includes('FROM sessions')) return [];
      // Like a driver error that quotes the values it was given.
      throw Object.assign(new Error(failure.message), {
        code: failure.code,
        detail: `Key (value)=(${JSON.stringify(params)})`,
        parameters: params,
      });
    },
  };
  const ctx = {
    db,
    config: { ...readConfig({ DATA_DIR: webRoot, WEB_ROOT: webRoot }), maintenance: undefined, logLevel: undefined },
    maintenance: { read: async () => ({ shareUpgradeState: 0, upgradeTime: null }) },
  } as unknown as AppContext;
  const app = await buildApp(ctx, { logStream: { write: (line: string) => void logLines.push(line) } });
  return { app, webRoot };
}

let app: Awaited<ReturnType<typeof fixtureApp>>['app'];
let webRoot: string;
const logLines: string[] = [];
beforeAll(async () => {
  ({ app, webRoot } = await fixtureApp(logLines));
});
afterAll(async () => {
  await app?.close();
  if (webRoot) rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const apiPost = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...signed(), ...headers },
    payload: JSON.stringify(body),
  });

describe('precompressed assets', () => {
  it('the build step writes .br and .gz beside each text file that shrinks, and they decode to the file', () => {
    const original = readFileSync(join(webRoot, 'assets', 'app-Ab12Cd34.js'));
    expect(brotliDecompressSync(readFileSync(join(webRoot, 'assets', 'app-Ab12Cd34.js.br')))).toEqual(original);
    expect(gunzipSync(readFileSync(join(webRoot, 'assets', 'app-Ab12Cd34.js.gz')))).toEqual(original);
    expect(existsSync(join(webRoot, 'index.html.br'))).toBe(true);
    // A 20-byte file gains nothing from compression: left as it is.
    expect(existsSync(join(webRoot, 'assets', 'tiny-Qq11Ww22.js.br'))).toBe(false);
  });

  it('answers br, gzip or identity by Accept-Encoding, always with the same decoded bytes and Vary', async () => {
    const original = readFileSync(join(webRoot, 'assets', 'app-Ab12Cd34.js'));
    const br = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    const plain = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    const none = await get('/assets/app-Ab12Cd34.js');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload)).toEqual(original);
    expect(gunzipSync(gzip.rawPayload)).toEqual(original);
    expect(plain.rawPayload).toEqual(original);
    expect(none.rawPayload).toEqual(original);
    // Max-quality brotli of this file is far smaller than gzip's, which is far smaller than the file.
    expect(br.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
    expect(gzip.rawPayload.length).toBeLessThan(original.length / 3);
    for (const answer of [br, gzip, plain, none]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding');
    }
  });

  it('serves the SPA page precompressed too, with its policy unchanged', async () => {
    const page = await get('/login?id=ABC', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('cache policy', () => {
  it('hashed assets are cached for a year and immutable, in every encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answer = await get('/assets/style-Zx98Yw76.css', { 'accept-encoding': encoding });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('the page and other files without a hash are revalidated every time', async () => {
    expect((await get('/login')).headers['cache-control']).toBe('no-cache');
    expect((await get('/notes.txt')).headers['cache-control']).toBe('no-cache');
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
  });
});

describe("the page's server time", () => {
  it("the SPA page names the server's time in Server-Timing (the app's clock starts from it); a file does not", async () => {
    const before = Date.now();
    const timing = (await get('/index/home')).headers['server-timing'];
    const sent = Number(/^clock;desc="(\d+)"$/.exec(String(timing))?.[1]);
    expect(sent).toBeGreaterThanOrEqual(before);
    expect(sent).toBeLessThanOrEqual(Date.now());
    expect((await get('/robots.txt')).headers['server-timing']).toBeUndefined();
  });
});

describe('robots.txt and missing files', () => {
  it('robots.txt lets crawlers read the buyer pages (each page says whether it may be indexed), not the console', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Allow: \/$/m);
    expect(robots.body).toMatch(/^Disallow: \/console$/m);
    expect(robots.body).not.toMatch(/^Disallow: \/$/m);
  });

  it("a public share's pages may be indexed; private and invitation shares, the console and no share may not", async () => {
    const robotsTag = async (path: string) => (await fetch(`${baseUrl()}${path}`)).headers.get('x-robots-tag');
    for (const path of [`/login?id=${DEMO_SHARES.public.code}`, `/index/home?id=${DEMO_SHARES.public.code}`])
      expect(await robotsTag(path), path).toBe('index, follow');
    for (const path of [
      `/login?id=${DEMO_SHARES.private.code}`,
      `/index/home?id=${DEMO_SHARES.code.code}`,
      '/login',
      `/console?id=${DEMO_SHARES.public.code}`,
      '/robots.txt',
    ])
      expect(await robotsTag(path), path).toBe('noindex, nofollow');
  });

  it('a missing file is a 404, not the SPA page; a client route is the page', async () => {
    for (const path of [
      '/favicon.ico',
      '/something.txt',
      '/assets/missing.js',
      '/assets/app-Ab12Cd34.js.map',
      '/deep/path/file.png',
      '/assets/',
    ]) {
      const answer = await get(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.body, path).not.toContain('<div id="root">');
    }
    for (const path of ['/login', '/index', '/productCentre?x=1', '/bsSystemUpdates', '/']) {
      const answer = await get(path);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.body, path).toContain('<div id="root">');
    }
  });

  it('the real server answers robots.txt and 404s missing assets as well', async () => {
    const robots = await fetch(`${baseUrl()}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toMatch(/^Disallow: \/console$/m);
    const missing = await fetch(`${baseUrl()}/assets/missing-0000.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<html');
  });
});

describe('security headers', () => {
  const expectHardened = (headers: Record<string, unknown>, what: string) => {
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('no-referrer');
    expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
    expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
    expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
    expect(headers['x-request-id'], what).toMatch(/^[0-9a-f-]{36}$/);
  };

  it('are on API answers, error answers, static assets, robots.txt, 404s and the SPA page', async () => {
    const api = await apiPost('/api/Account/GetSystemDate', {});
    expect(api.statusCode).toBe(200);
    expectHardened(api.headers, 'API answer');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const refused = await apiPost('/api/Account/GetSystemDate', {}, { 'x-request-sign': 'nonsense' });
    expect(refused.statusCode).toBe(400);
    expectHardened(refused.headers, 'API refusal');
    const noCall = await apiPost('/api/Nope/Nothing', {});
    expect(noCall.statusCode).toBe(404);
    expectHardened(noCall.headers, 'unknown call');
    expectHardened((await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br' })).headers, 'asset');
    expectHardened((await get('/robots.txt')).headers, 'robots.txt');
    expectHardened((await get('/favicon.ico')).headers, 'missing file');
    const page = await get('/login');
    expectHardened(page.headers, 'SPA page');
    // The page keeps exactly its own policy (tests/browser checks it causes no violation).
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('are on the real server’s API answers too', async () => {
    const response = await fetch(`${baseUrl()}/api/Account/GetSystemDate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signed() },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('requests the HTTP parser refuses', () => {
  it('headers over 16 KB get 431 saying Connection: close, and a kept-alive client goes on without a reset', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (headers: Record<string, string>) =>
      new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
        const url = new URL(baseUrl());
        const request = httpRequest(
          { agent, host: url.hostname, port: url.port, method: 'POST', path: '/api/Account/GetSystemDate', headers },
          (response) => {
            response.resume();
            response.on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection }));
          },
        );
        request.on('error', reject);
        request.end('{}');
      });
    const huge = await send({ 'content-type': 'application/json', 'x-padding': 'x'.repeat(20_000) });
    expect(huge).toEqual({ status: 431, connection: 'close' });
    // The same one-connection agent: without the header it would reuse the closed connection and fail.
    const next = await send({ 'content-type': 'application/json', 'content-length': '2', ...signed() });
    expect(next.status).toBe(200);
    agent.destroy();
  });
});

describe('error log', () => {
  it('a 500 writes one JSON line with the request id the answer carries, and no secret', async () => {
    const attempts = [
      {
        call: 'CompanyShareLoginV2',
        url: `/api/Account/CompanyShareLoginV2?token=${SECRETS.query}`,
        body: {
          loginType: 4,
          url: DEMO_SHARES.code.code,
          email: 'buyer@example.com',
          verifyCode: SECRETS.verifyCode,
          companyNumber: '123456',
        },
      },
      {
        call: 'AdminLogin',
        url: '/api/WebsiteShare/AdminLogin',
        body: { account: 'admin', password: SECRETS.password },
      },
    ];
    for (const attempt of attempts) {
      logLines.length = 0;
      const answer = await apiPost(attempt.url, attempt.body, {
        authorization: `Bearer ${SECRETS.token}`,
        cookie: `session=${SECRETS.token}`,
      });
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toMatchObject({ code: 500, data: null });
      const requestId = answer.headers['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

      expect(logLines, attempt.call).toHaveLength(1);
      const line = JSON.parse(logLines[0]);
      expect(line).toMatchObject({
        level: 50,
        reqId: requestId,
        req: { method: 'POST', url: attempt.url.split('?')[0], call: attempt.call },
        res: { statusCode: 500 },
      });
      expect(line.err).toMatchObject({ type: 'Error', message: 'connection terminated unexpectedly', code: '57P01' });
      expect(typeof line.err.stack).toBe('string');
      for (const secret of Object.values(SECRETS)) expect(logLines[0]).not.toContain(secret);
      expect(logLines[0]).not.toMatch(/buyer@example\.com|authorization|cookie/i);
    }
  });

  it('ordinary answers and refusals log nothing at the default level', async () => {
    logLines.length = 0;
    await apiPost('/api/Account/GetSystemDate', {});
    await apiPost('/api/Account/GetSystemDate', {}, { 'x-request-sign': 'nonsense' });
    await get('/login');
    await get('/missing.js');
    expect(logLines).toEqual([]);
  });

  it('LOG_LEVEL=info adds one line per request and per answer, still without query, headers or body', async () => {
    const lines: string[] = [];
    const ctx = {
      db: { kind: 'embedded', query: async () => [] },
      config: { ...readConfig({ WEB_ROOT: webRoot, LOG_LEVEL: 'info' }) },
      maintenance: { read: async () => ({ shareUpgradeState: 0, upgradeTime: null }) },
    } as unknown as AppContext;
    const verbose = await buildApp(ctx, { logStream: { write: (line: string) => void lines.push(line) } });
    try {
      const answer = await verbose.inject({
        method: 'GET',
        url: `/login?id=${SECRETS.query}`,
        headers: { authorization: `Bearer ${SECRETS.token}` },
      });
      const parsed = lines.map((line) => JSON.parse(line));
      expect(parsed.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      expect(parsed.every((l) => l.reqId === answer.headers['x-request-id'])).toBe(true);
      expect(parsed[0].req).toEqual({ method: 'GET', url: '/login' });
      for (const line of lines) expect(line).not.toMatch(/SECRET|authorization/i);
    } finally {
      await verbose.close();
    }
  });

  it('a client that went away mid-answer is not logged as a server error', async () => {
    logLines.length = 0;
    failure = { message: 'Premature close', code: 'ERR_STREAM_PREMATURE_CLOSE' };
    try {
      await apiPost('/api/WebsiteShare/AdminLogin', { account: 'admin', password: SECRETS.password });
    } finally {
      failure = DRIVER_FAILURE;
    }
    expect(logLines).toEqual([]);
  });

  it('each answer gets its own request id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add(String((await get('/robots.txt')).headers['x-request-id']));
    expect(ids.size).toBe(5);
  });
});
