// An import's rows move the catalogue version about once a second, not once per row (migration 034, issue 23): each
// version made every buyer search during the import patch its index first. Cases: a 400-row import moves the version
// a few times, and a second app server's index (its own handle) has every imported product once it ends; a write
// after the import (a supplier's edit) moves the version at once — the quiet setting never outlives its statement on
// the embedded database's one connection. A buyer's searches during an import that changes products read the version
// row again only after the import's change logs (its rows count as no version write), and show every changed card
// once it ends (card rows kept across the index's patches drop the changed products').
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database, type Queryable } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/demo/seed';
import { catalogueImportService } from '../../server/services/catalogueImport';
import { catalogueIndex, liveCount } from '../../server/search/catalogueIndex';
import { listProducts } from '../../server/services/catalogue';
import { buyerOf, type Buyer } from '../../server/services/buyer';
import { createSession, findSession } from '../../server/services/sessions';
import { factoryWorkbook, uploadOf } from './factorySheet';

const ROWS = 400;
let db: Database;
let dir = '';
let staff: { companyId: number; adminId: number };
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vitrine-quiet-'));
  db = await openDatabase({ dataDir: join(dir, 'pgdata') });
  await migrate(db);
  await seedDemo(db, { products: 20 });
  const [admin] = await db.query<{ company_id: number; id: number }>(
    'SELECT company_id, id FROM supplier_admins ORDER BY id LIMIT 1',
  );
  staff = { companyId: admin.company_id, adminId: admin.id };
}, 120_000);
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const workbook = (english = 'Quiet') => factoryWorkbook(ROWS, { prefix: 'QW', name: '安静', english, digits: 4 });
const version = async () =>
  Number(
    (
      await db.query<{ version: string }>(
        'SELECT version::text AS version FROM catalogue_versions WHERE company_id = $1',
        [staff.companyId],
      )
    )[0].version,
  );

/** A buyer signed in to one of the company's shares. */
async function shareBuyer(): Promise<Buyer> {
  const [share] = await db.query<{ id: number }>('SELECT id FROM shares WHERE company_id = $1 LIMIT 1', [
    staff.companyId,
  ]);
  const session = await createSession(db, {
    kind: 'share',
    companyId: staff.companyId,
    shareId: share.id,
    loginEmail: null,
  });
  return buyerOf(db, (await findSession(db, session))!);
}

it('moves the version a few times for a 400-row import, and another server sees every row', async () => {
  const serverB: Queryable = { query: (sql, params) => db.query(sql, params) };
  const before = liveCount(await catalogueIndex(serverB, staff.companyId));
  const imports = catalogueImportService(db, (error) => {
    throw error;
  });
  const preview = await imports.preview(staff, uploadOf(await workbook()));
  const from = await version();
  await imports.start(staff, preview.importId);
  let progress = await imports.progress(staff, preview.importId);
  for (let i = 0; progress.state === 'running' && i < 1200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    progress = await imports.progress(staff, preview.importId);
  }
  expect(progress).toMatchObject({ state: 'done', created: ROWS, failed: 0 });
  const moves = (await version()) - from;
  expect(moves).toBeGreaterThan(0);
  expect(moves).toBeLessThan(ROWS / 4);
  expect(liveCount(await catalogueIndex(serverB, staff.companyId))).toBe(before + ROWS);
}, 180_000);

it('moves the version at once for a write after the import', async () => {
  const from = await version();
  await db.query("UPDATE products SET price = price + 1 WHERE product_number = 'QW0001'");
  expect(await version()).toBe(from + 1);
});

it("reads the version only after the import's change logs, and shows the changed cards once it ends", async () => {
  const buyer = await shareBuyer();
  let versionReads = 0;
  // This process's own handle, its queries counted.
  const server: Queryable & { readonly versionWrites?: number } = {
    get versionWrites() {
      return db.versionWrites;
    },
    query(sql, params) {
      if (sql.includes('FROM catalogue_versions')) versionReads++;
      return db.query(sql, params);
    },
  };
  const search = async (keyword: string) =>
    (await listProducts(server, buyer, { keyword, pageIndex: 1, pageSize: 30 })).items.map((c) => c.ename);
  expect(await search('QW0001')).toEqual(['Quiet 1']);
  const imports = catalogueImportService(db, (error) => {
    throw error;
  });
  const preview = await imports.preview(staff, uploadOf(await workbook('Louder')));
  const from = await version();
  versionReads = 0;
  await imports.start(staff, preview.importId);
  let progress = await imports.progress(staff, preview.importId);
  for (let i = 0; progress.state === 'running' && i < 6000; i++) {
    await search(`QW${String((i % ROWS) + 1).padStart(4, '0')}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
    progress = await imports.progress(staff, preview.importId);
  }
  expect(progress).toMatchObject({ state: 'done', changed: ROWS, failed: 0 });
  // One read per version move at most (and one for the import's last writes after the searches).
  expect(versionReads).toBeLessThanOrEqual((await version()) - from + 1);
  // The import's last second of rows may still be going into the index: a keyword search meanwhile answers from the
  // index before (catalogueIndex.ts LAG_PRODUCTS), the next ones from the new one.
  await expect.poll(() => search('QW0001')).toEqual(['Louder 1']);
  expect(await search('QW0400')).toEqual(['Louder 400']);
}, 180_000);

it('answers a keyword search during a change of many products from the index before, and waits for an edit', async () => {
  const buyer = await shareBuyer();
  // Server B's handle: the products' rows for its index patch wait while `held` is set.
  let held: Promise<void> | null = null;
  const server: Queryable = {
    async query(sql, params) {
      if (held && sql.includes('FROM products') && sql.includes('ANY($2')) await held;
      return db.query(sql, params);
    },
  };
  const names = async (keyword: string) =>
    (await listProducts(server, buyer, { keyword, pageIndex: 1, pageSize: 30 })).totalCount;
  const rename = (word: string, limit: number) =>
    db.query(
      `UPDATE products SET ename = ename || ' ' || $2 WHERE id IN (
         SELECT id FROM products WHERE company_id = $1 AND status = 0 ORDER BY id LIMIT $3)`,
      [staff.companyId, word, limit],
    );
  expect(await names('zebracorn')).toBe(0);
  let release!: () => void;
  held = new Promise((resolve) => (release = resolve));
  // 150 products renamed at once: the search does not wait for their rows.
  await rename('zebracorn', 150);
  expect(await names('zebracorn')).toBe(0);
  // A first page (kept per version) waits for the new index.
  let firstPage = false;
  const waiting = listProducts(server, buyer, { pageIndex: 1, pageSize: 30 }).then(() => (firstPage = true));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(firstPage).toBe(false);
  release();
  held = null;
  await waiting;
  expect(await names('zebracorn')).toBe(150);
  // One product renamed: the next search waits for it.
  held = new Promise((resolve) => (release = resolve));
  await rename('unicornzebra', 1);
  const found = names('unicornzebra');
  setTimeout(() => {
    release();
    held = null;
  }, 100);
  expect(await found).toBe(1);
});
