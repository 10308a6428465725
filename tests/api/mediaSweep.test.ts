// The sweep of product files nothing names (issue 23 review; services/mediaSweep.ts): a product's own picture, a
// deleted picture an order line still shows, a pending import's photo and the video an order names all stay; a
// deleted picture no order shows goes with all its sizes; a file younger than the grace period stays whatever it is.
// Own embedded database and folder, no server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { createSupplier } from '../../server/services/supplierSetup';
import { writeProduct } from '../../server/services/consoleProductWrite';
import { folderFileStore } from '../../server/services/fileStore';
import { sweepProductFiles } from '../../server/services/mediaSweep';

let db: Database;
let folder = '';
const SIZES = ['-thumb.webp', '-large.webp', '-sheet.jpg'];
const DAY = 86_400_000;

beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
  folder = mkdtempSync(join(tmpdir(), 'vitrine-sweep-'));
});
afterAll(async () => {
  await db?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the product file sweep', () => {
  it('removes deleted pictures no order shows, and keeps everything something still names', async () => {
    await createSupplier(db, { companyNumber: 'SWEEP2026', name: 'Sweep Toys', admin: 'sweepadmin' });
    const [{ company, admin, category, share }] = await db.query<Record<string, number>>(
      `SELECT c.id AS company, a.id AS admin, k.id AS category, s.id AS share FROM companies c
        JOIN supplier_admins a ON a.company_id = c.id JOIN categories k ON k.company_id = c.id JOIN shares s ON s.company_id = c.id`,
    );
    const stem = (name: string) => `products/${company}/${name.padEnd(22, 'x')}`;
    const [own, ordered, pending, video, deleted, young] = [
      'own',
      'ordered',
      'pending',
      'video',
      'deleted',
      'young',
    ].map(stem);
    const files = folderFileStore(folder);
    for (const s of [own, ordered, pending, deleted, young])
      for (const size of SIZES) await files.put(s + size, new Uint8Array([1]));
    await files.put(`${video}.webm`, new Uint8Array([1]));
    await files.put('1/chatpicturexxxxxxxxxxx.png', new Uint8Array([1])); // a buyer's chat upload: not the sweep's
    const old = new Date(Date.now() - 2 * DAY);
    for (const s of [own, ordered, pending, deleted])
      for (const size of SIZES) utimesSync(join(folder, s + size), old, old);
    utimesSync(join(folder, `${video}.webm`), old, old);

    await writeProduct(
      db,
      company,
      admin,
      {
        productNumber: 'SW001',
        names: { ename: 'Sweep toy' },
        categoryNumber: 'C01',
        price: 1,
        startOrderNum: 1,
        packingMethod: 'colour-box',
        innerQuantity: 1,
        outerQuantity: 1,
        outerBoxSize: { length: 1, width: 1, height: 1 },
        grossWeight: 1,
        netWeight: 1,
      },
      category,
      null,
    );
    const [{ id: product }] = await db.query<{ id: number }>("SELECT id FROM products WHERE product_number = 'SW001'");
    await db.query(
      `INSERT INTO product_media (company_id, product_id, kind, store_key, content_type, bytes) VALUES ($1, $2, 'picture', $3, 'image/webp', 1)`,
      [company, product, own],
    );
    const [{ id: account }] = await db.query<{ id: number }>(
      "INSERT INTO accounts (company_id, account, password_hash) VALUES ($1, 'sweepbuyer', 'x') RETURNING id",
      [company],
    );
    const [{ id: order }] = await db.query<{ id: number }>(
      `INSERT INTO orders (order_number, company_id, share_id, account_id, idempotency_key, contact, currency, show_prices,
         line_count, cartons, quantity, cbm_units, cuft_cents, gross_cents, net_cents)
       VALUES ('SW-1', $1, $2, $3, 'k', '{}', 'USD', true, 1, 1, 1, 1, 1, 1, 1) RETURNING id`,
      [company, share, account],
    );
    await db.query(
      `INSERT INTO order_lines (order_id, serial, product_id, product_number, name, ename, names, image_seed, media, product_size,
         outer_box_size, packing_method, pieces_per_carton, start_order_num, cbm, cuft, gross_kg, net_kg, cartons)
       VALUES ($1, 1, $2, 'SW001', '', 'Sweep toy', '{}', 0, $3, '{}', '{}', 'colour-box', 1, 1, 0, 0, 1, 1, 1)`,
      [order, product, JSON.stringify({ p: [ordered], v: { k: `${video}.webm`, poster: null } })],
    );
    await db.query(
      `INSERT INTO catalogue_imports (id, company_id, admin_id, file_name, headers, rows, mapping) VALUES ('imp', $1, $2, 'a.xlsx', '[]', '[]', '[]')`,
      [company, admin],
    );
    await db.query(
      `INSERT INTO catalogue_import_pictures (import_id, product_number, position, store_key, width, height, bytes) VALUES ('imp', 'SW001', 0, $1, 1, 1, 1)`,
      [pending],
    );

    expect(await sweepProductFiles(db, files)).toEqual({ removed: SIZES.length, kept: 4 * SIZES.length + 1 });
    const left = (s: string) => SIZES.filter((size) => existsSync(join(folder, s + size)));
    expect(left(deleted)).toEqual([]);
    for (const s of [own, ordered, pending, young]) expect(left(s), s).toEqual(SIZES);
    expect(existsSync(join(folder, `${video}.webm`))).toBe(true);
    expect(existsSync(join(folder, '1/chatpicturexxxxxxxxxxx.png'))).toBe(true);
    // Once the order's picture is no longer named anywhere (the order gone), a second sweep takes it too.
    await db.query('DELETE FROM order_lines WHERE order_id = $1', [order]);
    expect((await sweepProductFiles(db, files)).removed).toBe(SIZES.length + 1);
    expect(left(ordered)).toEqual([]);
  });
});
