// API answers on the wire (issue 12, issue 29): a large answer is compressed for a client that accepts it, the
// company's answer travels plain and compressed, a tiny one as it is. On the real test server with its demo data.
import { afterAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { baseUrl, signed, testClient } from './helpers';
import { decryptText } from '../../protocol/crypto';
import type { Envelope } from '../../protocol/envelope';

/** One GET/POST to the real server with the raw (still compressed) answer. */
function rawHttp(path: string, init: { method?: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(baseUrl() + path, { method: init.method ?? 'POST', headers: init.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(init.body);
    },
  );
}

describe('API compression (real server)', () => {
  let token: string | null = null;
  const { core } = testClient(() => token);
  afterAll(() => core.clock.stop());

  it('a large answer is compressed for a client that accepts it, and decodes to the same answer', async () => {
    token = (await core.call('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const body = JSON.stringify({ pageIndex: 1, pageSize: 60 });
    const ask = (acceptEncoding?: string) =>
      rawHttp('/api/WebsiteShare/GetProductList', {
        headers: { ...headers, ...signed(), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        body,
      });
    // A browser takes both: gzip, whose code made for Base64 (issue 30) is as small as brotli on ciphertext.
    const browser = await ask('gzip, deflate, br, zstd');
    const gzip = await ask('gzip');
    const br = await ask('br');
    const plain = await ask();
    expect([browser.status, gzip.status, br.status, plain.status]).toEqual([200, 200, 200, 200]);
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const answer of [browser, gzip, br])
      expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(plain.body.length).toBeGreaterThan(10_000);
    for (const answer of [browser, br]) expect(answer.body.length).toBeLessThan(plain.body.length * 0.8);
    // Each answer has its own dateTime and IV; what the buyer reads from each is the same, byte for byte.
    const envelopes = [gunzipSync(browser.body), gunzipSync(gzip.body), brotliDecompressSync(br.body), plain.body].map(
      (bytes) => JSON.parse(bytes.toString()) as Envelope<unknown>,
    );
    for (const envelope of envelopes) expect(envelope).toMatchObject({ code: 200, encryptCode: 200 });
    const payloads = envelopes.map((envelope) => decryptText(envelope.data as string, envelope.dateTime));
    expect(new Set(payloads).size).toBe(1);
    // The client core (fetch decompresses transparently) reads the same call.
    const page = await core.call('GetProductList', { pageIndex: 1, pageSize: 60 });
    expect(page.items).toHaveLength(60);
  });

  it("the company's answer travels plain and compressed: a phone's first screen downloads a fraction of it", async () => {
    const url = `https://shop.example/login?id=${DEMO_SHARES.private.code}`;
    const ask = (acceptEncoding?: string) =>
      rawHttp(`/api/WebsiteShare/GetCompanyInfoOnLoginV2?url=${encodeURIComponent(url)}`, {
        method: 'GET',
        headers: { ...signed(), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const [browser, plain] = [await ask('gzip, deflate, br, zstd'), await ask()];
    expect(browser.headers['content-encoding']).toBe('br');
    const envelope = JSON.parse(brotliDecompressSync(browser.body).toString()) as Envelope<{ companyName: string }>;
    expect(envelope).toMatchObject({ code: 200, encryptCode: 0, data: { companyName: 'Sunny Bear Toys Co., Ltd.' } });
    // As ciphertext only Base64's quarter came back (51 KB of 68 KB for the demo's private share).
    expect(browser.body.length).toBeLessThan(plain.body.length * 0.35);
  });

  it('a tiny answer is sent as it is', async () => {
    const answer = await rawHttp('/api/Account/GetSystemDate', {
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br', ...signed() },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 200 });
  });
});
