// Picture vectors are made where pictures are stored, not where they are searched (issue 27): an uploaded picture's
// vector row appears with no image search made; an image search on a second app server (its own index, which had
// already searched before the upload) then decodes no catalogue picture, only the buyer's photo, and still finds it;
// a vector missing when a server starts (stopped in the middle of a queue), or made by older features, is made
// again by the start's resume, and so is one stored before the second look's squares (migration 040) or made from an
// older demo drawing (its name carries the drawing version). Own server and embedded database, so its feature computations can be counted;
// server B is a second buildApp over a separate handle of the same database (as tests/api/twoServers.test.ts),
// which is all the picture index keys on.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { FEATURE_VERSION, pictureFeaturesOf } from '../../server/images/pictureFeatures';
import { pictureVectorsIdle, resumePictureVectors } from '../../server/services/pictureVectors';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { TOY_DRAWING_VERSION } from '../../server/demo/toyImage';
import { must } from './wire';
import { productDraft } from './productDraft';
import { uploadMedia } from './mediaFiles';
import { imageSearch } from './imageSearchCall';

vi.mock('../../server/images/pictureFeatures', async (original) => {
  const module = await original<typeof import('../../server/images/pictureFeatures')>();
  return { ...module, pictureFeaturesOf: vi.fn(module.pictureFeaturesOf) };
});
const computed = vi.mocked(pictureFeaturesOf);

let server: Awaited<ReturnType<typeof startServer>>;
let appB: Awaited<ReturnType<typeof buildApp>>;
let dataDir = '';
let base = '';
let baseB = '';
let admin = '';
let buyer = '';
const NUMBER = 'PV0001';

/** A blue rocket-ish figure on white: nothing the demo draws. */
const picture = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#fff"/>
      <path d="M300 60 L400 300 L380 520 L220 520 L200 300 Z" fill="#1f5fd1"/><circle cx="300" cy="280" r="50" fill="#ffd400"/>
      <rect x="160" y="440" width="60" height="100" fill="#d11f3a"/><rect x="380" y="440" width="60" height="100" fill="#d11f3a"/></svg>`),
  )
    .jpeg()
    .toBuffer();

const vectorRows = async () =>
  (
    await server.ctx.db.query<{ picture: string }>(
      'SELECT v.picture FROM picture_vectors v JOIN products p ON p.id = v.product_id WHERE p.product_number = $1',
      [NUMBER],
    )
  ).map((r) => r.picture);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-vectors-'));
  const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir };
  server = await startServer({ ...readConfig(env), maintenance: undefined }, { seedProducts: 12 });
  base = server.url;
  // The demo's products were queued at start: once they are done, only this test's pictures are computed.
  const until = Date.now() + 90_000;
  do await pictureVectorsIdle(server.ctx.db);
  while ((await resumePictureVectors(server.ctx.db)) > 0 && Date.now() < until);
  admin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN, null, base)).token;
  const product = await productDraft(admin, NUMBER, { name: '蓝色火箭', ename: 'Blue rocket' }, 2, base);
  await must('ConsoleSaveProduct', { product }, admin, base);
  const dbA = server.ctx.db;
  const dbB: Database = {
    kind: dbA.kind,
    query: (sql, params) => dbA.query(sql, params),
    transaction: (fn) => dbA.transaction(fn),
    exec: (sql) => dbA.exec(sql),
    close: async () => undefined,
  };
  appB = await buildApp({ ...server.ctx, db: dbB });
  baseB = await appB.listen({ port: 0, host: '127.0.0.1' });
  buyer = (
    await must<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code }, null, baseB)
  ).token;
  // B's index is loaded now, before the upload: what it finds later it learned from the logs.
  expect((await imageSearch(await picture(), buyer, 'photo.jpg', baseB)).code).toBe(200);
}, 120_000);
afterAll(async () => {
  await appB?.close();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('picture vectors', () => {
  it('are made right after an upload, with no image search', async () => {
    computed.mockClear();
    expect((await uploadMedia(admin, await picture(), 'rocket.jpg', { productNumber: NUMBER }, base)).code).toBe(200);
    await expect.poll(vectorRows, { timeout: 30_000 }).toHaveLength(1);
    expect((await vectorRows())[0]).toMatch(/^u:products\//);
    expect(computed).toHaveBeenCalledTimes(1);
  }, 60_000);

  it('an image search on another app server decodes no catalogue picture and finds the new one', async () => {
    computed.mockClear();
    const photo = await sharp(await picture())
      .rotate(6, { background: '#777' })
      .jpeg({ quality: 60 })
      .toBuffer();
    const answer = await imageSearch(photo, buyer, 'photo.jpg', baseB);
    expect(answer.data?.items[0]?.product.productNumber).toBe(NUMBER);
    expect(computed).not.toHaveBeenCalled();
  }, 60_000);

  it('a vector missing at start is made by the start-up resume', async () => {
    await server.ctx.db.query(
      'DELETE FROM picture_vectors v USING products p WHERE p.id = v.product_id AND p.product_number = $1',
      [NUMBER],
    );
    expect(await vectorRows()).toHaveLength(0);
    expect(await resumePictureVectors(server.ctx.db)).toBe(1);
    await expect.poll(vectorRows, { timeout: 30_000 }).toHaveLength(1);
  }, 60_000);

  it('a vector made by older features is made again at start, the new way', async () => {
    const versions = async () =>
      (
        await server.ctx.db.query<{ features: number }>(
          'SELECT v.features FROM picture_vectors v JOIN products p ON p.id = v.product_id WHERE p.product_number = $1',
          [NUMBER],
        )
      ).map((r) => r.features);
    await server.ctx.db.query(
      'UPDATE picture_vectors v SET features = 1 FROM products p WHERE p.id = v.product_id AND p.product_number = $1',
      [NUMBER],
    );
    expect(await resumePictureVectors(server.ctx.db)).toBe(1);
    await expect.poll(versions, { timeout: 30_000 }).toEqual([FEATURE_VERSION]);
  }, 60_000);

  it('a vector stored without its square (before migration 040) is made again at start, with one', async () => {
    const squared = async () =>
      (
        await server.ctx.db.query<{ squared: boolean }>(
          'SELECT v.square IS NOT NULL AS squared FROM picture_vectors v JOIN products p ON p.id = v.product_id WHERE p.product_number = $1',
          [NUMBER],
        )
      ).map((r) => r.squared);
    await server.ctx.db.query(
      'UPDATE picture_vectors v SET square = NULL FROM products p WHERE p.id = v.product_id AND p.product_number = $1',
      [NUMBER],
    );
    expect(await squared()).toEqual([false]);
    expect(await resumePictureVectors(server.ctx.db)).toBe(1);
    await expect.poll(squared, { timeout: 30_000 }).toEqual([true]);
  }, 60_000);

  it('a demo drawing’s vector made from an older drawing is made again at start, under today’s drawing', async () => {
    const [drawn] = await server.ctx.db.query<{ product_id: number; picture: string }>(
      "SELECT product_id, picture FROM picture_vectors WHERE picture LIKE 'd%' ORDER BY product_id LIMIT 1",
    );
    const names = async () =>
      (
        await server.ctx.db.query<{ picture: string }>('SELECT picture FROM picture_vectors WHERE product_id = $1', [
          drawn!.product_id,
        ])
      ).map((r) => r.picture);
    expect(drawn!.picture).toMatch(new RegExp(`^d${TOY_DRAWING_VERSION}:\\d+$`));
    await server.ctx.db.query(
      `UPDATE picture_vectors SET picture = 'd0:' || split_part(picture, ':', 2) WHERE product_id = $1`,
      [drawn!.product_id],
    );
    expect(await resumePictureVectors(server.ctx.db)).toBe(1);
    await expect.poll(names, { timeout: 30_000 }).toEqual([drawn!.picture]);
  }, 60_000);
});
