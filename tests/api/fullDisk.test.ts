// A full disk (issue 30's faults): the uploads folder on a device with no room left gives a clear error, leaves
// nothing half-written, and the server keeps serving reads.
// - The folder store on a real full device: its partial file is a link to /dev/full, where every write fails with
//   the kernel's ENOSPC (no root, no small file system to mount): put refuses, no file and no partial stay behind.
// - The server with an upload store whose disk is full (the same ENOSPC, injected): InsertPic says the disk is full,
//   logs one line, keeps no upload row, and product lists are still answered.
// (A full disk under the embedded database is PostgreSQL's own disk_full, SQLSTATE 53100, said the same way.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { buildApp } from '../../server/app';
import { folderFileStore, type FileStore } from '../../server/services/fileStore';
import { calls, type CallName } from '../../schemas/api/calls';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { signed } from './helpers';
import { injectCall } from './inProcess';
import { freshPostgres } from './serverProcess';

const diskFull = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });

describe('the uploads folder on a full device', () => {
  it.runIf(existsSync('/dev/full'))('refuses the file and leaves neither it nor a partial behind', async () => {
    const root = mkdtempSync(join(tmpdir(), 'vitrine-full-'));
    try {
      const store = folderFileStore(root);
      const key = '7/fullDisk.png';
      mkdirSync(dirname(join(root, key)), { recursive: true });
      symlinkSync('/dev/full', join(root, `${key}.${process.pid}.part`));
      await expect(store.put(key, new Uint8Array(4096))).rejects.toMatchObject({ code: 'ENOSPC' });
      expect(readdirSync(join(root, '7'))).toEqual([]);
      expect(await store.get(key)).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a server whose upload store is full', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dataDir = '';
  let drop = async () => undefined as unknown;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vitrine-fulldisk-'));
    let databaseUrl = '';
    if (process.env.DATABASE_URL) {
      const db = await freshPostgres('vitrine_full_disk');
      databaseUrl = db.url;
      drop = () => db.drop();
    }
    const config = readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    server = await startServer({ ...config, maintenance: undefined }, { seedProducts: 20 });
    const real = server.ctx.files!;
    const full: FileStore = { ...real, put: async () => Promise.reject(diskFull()) };
    app = await buildApp({ ...server.ctx, files: full }, { logStream: { write: (line) => void lines.push(line) } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await server?.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = <T>(name: CallName, body: Record<string, unknown>, token = '') => injectCall<T>(app, name, body, token);

  it('says the disk is full, logs one line, keeps no upload and still serves the catalogue', async () => {
    const admin = (await call<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('BusinessType', 'chat');
    form.append('file', new Blob([Uint8Array.from(picture)], { type: 'image/png' }), 'full.png');
    const body = new Response(form);
    const uploadsBefore = await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
    const answer = await app.inject({
      method: 'POST',
      url: calls.InsertPic.path,
      headers: {
        'content-type': body.headers.get('content-type')!,
        ...signed(),
        authorization: `Bearer ${admin}`,
      },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({
      code: 500,
      message: "The server's disk is full, so nothing was saved; please try again later.",
    });
    const failed = lines.filter((line) => line.includes('"statusCode":500'));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toContain('ENOSPC');
    expect(await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads')).toEqual(uploadsBefore);

    const visitor = (
      await call<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })
    ).token;
    const list = await call<{ totalCount: number }>('GetProductList', { pageIndex: 1, pageSize: 5 }, visitor);
    expect(list.totalCount).toBeGreaterThan(0);
  });
});
