// An import's new rows go ten to a statement (services/catalogueImport.ts): a statement of several rows that the
// database refuses is written again row by row, so every good row still lands and only a row at fault fails.
// Own embedded database, no server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { createSupplier } from '../../server/services/supplierSetup';
import { catalogueImportService } from '../../server/services/catalogueImport';
import { uploadOf } from './factorySheet';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
});
afterAll(() => db?.close());

const upload = (text: string) => uploadOf(Buffer.from(text), 'rows.csv');

describe('new rows written several to a statement', () => {
  it('are written one by one when their statement is refused, each good row landing', async () => {
    await createSupplier(db, { companyNumber: 'BATCH2026', name: 'Batch Toys', admin: 'batchadmin' });
    const [staff] = await db.query<{ companyId: number; adminId: number }>(
      'SELECT company_id AS "companyId", id AS "adminId" FROM supplier_admins',
    );
    // The database refuses any insert of several products at once (as a number an editor took meanwhile would).
    let refused = 0;
    const picky: Database = Object.assign(Object.create(db) as Database, {
      query: (sql: string, params?: unknown[]) => {
        if (/^INSERT INTO products/.test(sql.trim()) && /\), \(/.test(sql)) {
          refused++;
          return Promise.reject(new Error('duplicate key value violates unique constraint'));
        }
        return db.query(sql, params);
      },
    });
    const imports = catalogueImportService(picky, () => {});
    const numbers = Array.from({ length: 12 }, (_, i) => `BT${String(i + 1).padStart(3, '0')}`);
    const csv = `货号,品名,单价,外箱尺寸\n${numbers.map((n) => `${n},积木${n},1.5,60*40*50`).join('\n')}\n`;
    const preview = await imports.preview(staff, upload(csv));
    expect(preview.counts.new).toBe(12);
    await imports.start(staff, preview.importId);
    await expect
      .poll(async () => (await imports.progress(staff, preview.importId)).state, { timeout: 30_000 })
      .toBe('done');
    expect(await imports.progress(staff, preview.importId)).toMatchObject({ done: 12, created: 12, failed: 0 });
    expect(refused).toBeGreaterThan(0);
    const written = await db.query<{ product_number: string }>(
      'SELECT product_number FROM products WHERE company_id = $1 ORDER BY product_number',
      [staff.companyId],
    );
    expect(written.map((r) => r.product_number)).toEqual(numbers);
  });
});
