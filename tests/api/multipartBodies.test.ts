// InsertPic with malformed multipart bodies (issue 30: an outside fuzzer got 25 × 500 on PostgreSQL, and the server
// logged nothing at its default level): cut boundaries, a cut file, parts without headers, wrong or missing boundary,
// a huge part header, a field after the file. Each is the caller's error (400/413/415), never a 5xx; the server
// process keeps serving; and any 5xx a server does answer leaves one line in its log at the default level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calls } from '../../schemas/api/calls';
import { freshPostgres, signInBuyer, startServerProcess, type ServerProcess } from './serverProcess';
import { nonce } from './wire';
import { makeSignHeaders } from '../../protocol/envelope';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const B = '----vitrine';
const part = (headers: string, body: string | Buffer) =>
  Buffer.concat([Buffer.from(`--${B}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
const field = (name: string, value: string) => part(`Content-Disposition: form-data; name="${name}"`, value);
const file = (bytes: Buffer = PNG) =>
  part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', bytes);
const end = Buffer.from(`--${B}--\r\n`);
const multipart = `multipart/form-data; boundary=${B}`;
const whole = Buffer.concat([field('BusinessType', 'chat'), file(), end]);

/** [what, content type, body] */
const BODIES: [string, string, Buffer][] = [
  ['cut inside the file', multipart, whole.subarray(0, whole.length - 60)],
  ['cut inside the part headers', multipart, whole.subarray(0, 70)],
  ['no closing boundary', multipart, Buffer.concat([field('BusinessType', 'chat'), file()])],
  ['only a closing boundary', multipart, end],
  ['empty body', multipart, Buffer.alloc(0)],
  ['part without headers', multipart, Buffer.concat([Buffer.from(`--${B}\r\n\r\nbytes\r\n`), end])],
  ['part without a name', multipart, Buffer.concat([part('Content-Disposition: form-data', 'x'), end])],
  ['part header without colon', multipart, Buffer.concat([part('Content-Disposition form-data name=file', 'x'), end])],
  [
    'huge part header',
    multipart,
    Buffer.concat([part(`Content-Disposition: form-data; name="f"; x="${'a'.repeat(200_000)}"`, 'x'), end]),
  ],
  [
    'many header lines',
    multipart,
    Buffer.concat([part(Array.from({ length: 3000 }, (_, i) => `X-H${i}: v`).join('\r\n'), 'x'), end]),
  ],
  ['boundary not in body', 'multipart/form-data; boundary=other', whole],
  ['no boundary parameter', 'multipart/form-data', whole],
  ['empty boundary', 'multipart/form-data; boundary=', whole],
  ['boundary too long', `multipart/form-data; boundary=${'b'.repeat(300)}`, whole],
  ['multipart/mixed', `multipart/mixed; boundary=${B}`, whole],
  ['garbage', multipart, Buffer.from('\u0000\u00ff'.repeat(5000), 'latin1')],
  ['field after the file, cut', multipart, Buffer.concat([file(), field('BusinessType', 'chat')])],
  ['NUL in field', multipart, Buffer.concat([field('BusinessType', 'ch\u0000at'), file(), end])],
  [
    'invalid UTF-8 field',
    multipart,
    Buffer.concat([field('BusinessType', Buffer.from([0xc3, 0x28, 0xff]).toString('latin1')), file(), end]),
  ],
  ['file twice', multipart, Buffer.concat([file(), file(), end])],
  ['not an image, cut', multipart, Buffer.concat([field('BusinessType', 'avatar'), file(Buffer.alloc(5000, 7))])],
  [
    'base64 transfer encoding',
    multipart,
    Buffer.concat([
      part(
        'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Transfer-Encoding: base64',
        PNG.toString('base64'),
      ),
      end,
    ]),
  ],
  [
    'charset part header',
    multipart,
    Buffer.concat([
      part('Content-Disposition: form-data; name="BusinessType"\r\nContent-Type: text/plain; charset=utf-16', 'chat'),
      file(),
      end,
    ]),
  ],
];

async function send(base: string, token: string, type: string, body: Buffer) {
  const response = await fetch(base + calls.InsertPic.path, {
    method: 'POST',
    headers: { ...makeSignHeaders(Date.now(), nonce()), authorization: `Bearer ${token}`, 'content-type': type },
    body: new Uint8Array(body),
    signal: AbortSignal.timeout(15_000),
  }).catch((error: Error) => ({ status: 0, text: async () => error.message }));
  return { status: response.status, text: await response.text() };
}

// Each CI run covers its own database: embedded without DATABASE_URL, PostgreSQL with it.
const configurations = (
  [
    ['embedded', false],
    ['PostgreSQL', true],
  ] as const
).filter(([, postgres]) => postgres === Boolean(process.env.DATABASE_URL));

describe.each(configurations)('InsertPic with malformed multipart bodies on %s', (_name, postgres) => {
  let server: ServerProcess;
  let dataDir = '';
  let dropDb = async () => undefined as unknown;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vitrine-multipart-'));
    let databaseUrl = '';
    if (postgres) {
      const db = await freshPostgres('vitrine_multipart');
      databaseUrl = db.url;
      dropDb = () => db.drop();
    }
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_PRODUCTS: '10' });
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await dropDb();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers each with a 4xx and keeps serving', async () => {
    const token = await signInBuyer(server.url, 'pic');
    const answers: string[] = [];
    for (const [what, type, body] of BODIES) {
      const { status, text } = await send(server.url, token, type, body);
      answers.push(`${what}: ${status} ${text.slice(0, 120)}`);
    }
    // A lenient parse may still take a whole file before a broken tail (200); a 5xx or no answer never.
    const wrong = answers.filter((a) => !/: [24]\d\d /.test(a));
    expect(wrong, answers.join('\n')).toEqual([]);
    // Still serving, and a well-formed upload still works.
    expect((await send(server.url, token, multipart, whole)).status).toBe(200);
    expect(server.output()).not.toMatch(/"level":50/);
  }, 60_000);
});
