// Import from a spreadsheet (issue 23, the Catalogue room; the export is catalogueExport.ts). An upload is read
// (spreadsheetReader.ts), its columns mapped to product fields (guessed from the headers, or the company's choice
// of last time), and every row judged against the company's products (importRows.ts). Nothing is written
// until the supplier starts the import of that very preview; then each row is written in its own short statement
// (a failed row never loses the others), progress kept in the import's row for the room's poll, and the rows written
// logged as one catalogue change about once a second (migrations 020, 034: every app server patches its index with
// just those products), so buyers find the imported products within a second.
// Idempotent by product number: a row equal to its product is not written, so a second import changes nothing.
import { randomBytes } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import type { Database, Queryable } from '../db/database';
import { quietChanges } from '../db/catalogueChanges';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Staff } from './buyer';
import { ShareError } from './messages';
import { readLimited, readSingleFilePart } from './uploads';
import { SPREADSHEET_LIMITS, readSpreadsheet, type Sheet } from './spreadsheetReader';
import { companyCurrency, insertProducts, writeProduct } from './consoleProductWrite';
import { contextOf, countsOf, judgedRows, mappingOf, sheetBarcodes, type Judged, type Mapping } from './importRows';
import { exportCatalogue } from './catalogueExport';
import { guessMapping, headerKey } from '../../schemas/api/productImport';

type Calls = CallTypes;
type Preview = Calls['ConsoleImportPreview']['response'];
type Progress = Calls['ConsoleImportProgress']['response'];

/** The longest a row waits for other queries to finish first (Database.readersDone): searches go first, yet an
 * import under a steady stream of them still moves. */
const READERS_FIRST_MS = 50;
/** Rows between two writes of the import's progress (the room polls it). */
const PROGRESS_EVERY = 100;
/** New rows written by one statement: a few milliseconds of the embedded database at a time (docs/decisions.md). */
const NEW_PER_STATEMENT = 10;
const FAILURES_KEPT = 200;

const spreadsheetTooLarge = (limit: number) =>
  new ShareError(413, `Spreadsheet too large: at most ${limit.toLocaleString('en')} bytes.`, 'fileTooLarge');

async function readUpload(parts: AsyncIterableIterator<Multipart>) {
  const { fields, file } = await readSingleFilePart(parts);
  const bytes = await readLimited(file.file, SPREADSHEET_LIMITS.fileBytes, spreadsheetTooLarge);
  if (!bytes.length) throw new ShareError(400, 'Invalid spreadsheet: the file is empty.', 'emptyFile');
  return { fields, bytes, fileName: file.filename.slice(0, 200) };
}

const noSuchImport = () => new ShareError(404, 'No such import: upload the spreadsheet again.', 'noSuchImport');

interface ImportRow {
  id: string;
  company_id: number;
  admin_id: number;
  headers: string[];
  rows: Sheet['rows'];
  mapping: Mapping;
  state: Progress['state'];
  done: number;
  total: number;
  created: number;
  changed: number;
  unchanged: number;
  failed: number;
  failures: Progress['failures'];
}

const progressOf = (row: ImportRow): Progress => ({
  importId: row.id,
  state: row.state,
  done: row.done,
  total: row.total,
  created: row.created,
  changed: row.changed,
  unchanged: row.unchanged,
  failed: row.failed,
  failures: row.failures,
});

export function catalogueImportService(
  db: Database,
  log: (error: unknown) => void,
  /** Runs once the rows are written (the photos of a .zip sent with the import: importPhotos.ts). */
  afterRows: (staff: Staff, importId: string) => Promise<void> = async () => {},
) {
  async function importOf(staff: Staff, importId: string): Promise<ImportRow> {
    const [row] = await db.query<ImportRow>('SELECT * FROM catalogue_imports WHERE id = $1 AND company_id = $2', [
      importId,
      staff.companyId,
    ]);
    if (!row) throw noSuchImport();
    return row;
  }

  async function run(staff: Staff, row: ImportRow) {
    const sheet = { headers: row.headers, rows: row.rows };
    const context = await contextOf(
      db,
      staff.companyId,
      [...new Set(sheet.rows.map((r) => r.cells[row.mapping.indexOf('productNumber')] ?? ''))].filter(Boolean),
      sheetBarcodes(sheet, row.mapping),
    );
    const tally = { done: 0, created: 0, changed: 0, unchanged: 0, failed: 0, failures: [] as Progress['failures'] };
    const fail = (j: Judged, message: string) => {
      tally.failed++;
      if (tally.failures.length < FAILURES_KEPT)
        tally.failures.push({ line: j.preview.line, productNumber: j.preview.productNumber, message });
    };
    const currency = await companyCurrency(db, staff.companyId);
    // Read once: products.category_id's foreign key still refuses a category deleted while the import runs.
    const categoryIds = new Map(
      (
        await db.query<{ id: number; category_number: string }>(
          'SELECT id, category_number FROM categories WHERE company_id = $1',
          [staff.companyId],
        )
      ).map((c) => [c.category_number, c.id]),
    );
    const save = () =>
      db.query(
        `UPDATE catalogue_imports SET done = $2, created = $3, changed = $4, unchanged = $5, failed = $6, failures = $7, updated_at = now() WHERE id = $1`,
        [
          row.id,
          tally.done,
          tally.created,
          tally.changed,
          tally.unchanged,
          tally.failed,
          JSON.stringify(tally.failures),
        ],
      );
    // Rows are written quietly and logged as one catalogue change about once a second (migration 034): a version
    // per row made every buyer search meanwhile patch its index first.
    const changes = quietChanges(db, staff.companyId);
    let savedAt = 0;
    try {
      await writeRows();
    } finally {
      await changes.flush();
    }
    await save();
    await afterRows(staff, row.id).catch(log);
    await db.query("UPDATE catalogue_imports SET state = 'done', rows = '[]', updated_at = now() WHERE id = $1", [
      row.id,
    ]);

    async function writeOne(j: Judged) {
      let written: number | undefined;
      try {
        const category = categoryIds.get(j.product.categoryNumber);
        if (category === undefined) throw new Error(`category ${j.product.categoryNumber} is gone`);
        const write = (q: Queryable) =>
          writeProduct(q, staff.companyId, staff.adminId, j.product, category, j.existing, currency, true);
        // Bringing back a deleted product also drops its old pictures: two statements, one transaction.
        written = j.existing?.status === 2 ? await db.transaction(write) : await write(db);
        if (j.preview.status === 'new') tally.created++;
        else tally.changed++;
      } catch (error) {
        fail(j, `could not be written: ${(error as Error).message.slice(0, 200)}`);
      }
      if (written !== undefined) await changes.wrote([written]);
    }

    /** New rows without barcodes, several to a statement; a batch that fails is written row by row, so only the
     *  rows at fault fail. */
    async function writeNew(batch: Judged[]) {
      const items = batch.map((j) => ({ product: j.product, category: categoryIds.get(j.product.categoryNumber) }));
      let ids: number[] | null = null;
      if (items.every((i) => i.category !== undefined))
        ids = await insertProducts(
          db,
          staff.companyId,
          staff.adminId,
          items as { product: Judged['product']; category: number }[],
          currency,
          true,
        ).catch(() => null);
      if (!ids) {
        for (const j of batch) await writeOne(j);
        return;
      }
      tally.created += ids.length;
      await changes.wrote(ids);
    }

    async function writeRows() {
      let batch: Judged[] = [];
      const flush = async () => {
        // One short write at a time: the embedded database runs one thing at a time, and a buyer's search (a few
        // queries in a row) must not queue behind a long batch of writes, or a transaction's round trips, at each
        // of them; the queries already waiting run before the next write (docs/decisions.md).
        await db.readersDone?.(READERS_FIRST_MS);
        const rows = batch;
        batch = [];
        if (rows.length === 1) await writeOne(rows[0]);
        else await writeNew(rows);
        tally.done += rows.length;
      };
      // Judged as they are written, so no long judging of the whole sheet holds the thread at the start.
      for await (const j of judgedRows(sheet, row.mapping, context)) {
        const { status } = j.preview;
        if (status === 'error' || status === 'unchanged') {
          if (status === 'error') fail(j, j.preview.problems.map((p) => p.message).join(' '));
          else tally.unchanged++;
          tally.done++;
        } else {
          const batched = status === 'new' && !j.existing && !j.product.barcodes?.length;
          if (!batched || batch.length >= NEW_PER_STATEMENT) {
            if (batch.length) await flush();
          }
          batch.push(j);
          if (!batched) await flush();
        }
        if (Math.floor(tally.done / PROGRESS_EVERY) > savedAt) {
          savedAt = Math.floor(tally.done / PROGRESS_EVERY);
          await save();
        }
      }
      if (batch.length) await flush();
    }
  }

  return {
    async preview(staff: Staff, parts: AsyncIterableIterator<Multipart>): Promise<Preview> {
      const { fields, bytes, fileName } = await readUpload(parts);
      const sheet = await readSpreadsheet(bytes, fileName);
      const [remembered] = await db.query<{ mapping: Record<string, string> }>(
        'SELECT mapping FROM catalogue_import_mappings WHERE company_id = $1',
        [staff.companyId],
      );
      const mapping =
        fields.mapping !== undefined
          ? mappingOf(fields.mapping, sheet.headers.length)
          : guessMapping(sheet.headers, remembered?.mapping);
      const numberColumn = mapping.indexOf('productNumber');
      const context = await contextOf(
        db,
        staff.companyId,
        numberColumn < 0 ? [] : [...new Set(sheet.rows.map((r) => r.cells[numberColumn]))].filter(Boolean),
        sheetBarcodes(sheet, mapping),
      );
      const rows: Preview['rows'] = [];
      for await (const j of judgedRows(sheet, mapping, context)) rows.push(j.preview);
      const importId = randomBytes(16).toString('base64url');
      await db.query("DELETE FROM catalogue_imports WHERE created_at < now() - interval '1 day'");
      await db.query(
        `INSERT INTO catalogue_imports (id, company_id, admin_id, file_name, headers, rows, mapping, total)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          importId,
          staff.companyId,
          staff.adminId,
          fileName,
          JSON.stringify(sheet.headers),
          JSON.stringify(sheet.rows),
          JSON.stringify(mapping),
          sheet.rows.length,
        ],
      );
      return { importId, fileName, headers: sheet.headers, mapping, rows, counts: countsOf(rows) };
    },

    /** Starts the import of a preview (once: a second call answers its progress) and answers at once. */
    async start(staff: Staff, importId: string): Promise<Progress> {
      const current = await importOf(staff, importId);
      if (!current.mapping.includes('productNumber'))
        throw new ShareError(400, 'Invalid request: no column is mapped to the product number (productNumber).');
      const [started] = await db.query<ImportRow>(
        `UPDATE catalogue_imports SET state = 'running', admin_id = $3, updated_at = now()
          WHERE id = $1 AND company_id = $2 AND state = 'previewed' RETURNING *`,
        [importId, staff.companyId, staff.adminId],
      );
      if (!started) return progressOf(current);
      // The mapping used is the one the company meant: remembered by header for its next file.
      const remembered = Object.fromEntries(started.headers.map((h, i) => [headerKey(h), started.mapping[i]]));
      await db.query(
        `INSERT INTO catalogue_import_mappings (company_id, mapping) VALUES ($1, $2)
         ON CONFLICT (company_id) DO UPDATE SET mapping = catalogue_import_mappings.mapping || EXCLUDED.mapping, updated_at = now()`,
        [staff.companyId, JSON.stringify(remembered)],
      );
      run(staff, started).catch(async (error: unknown) => {
        log(error);
        await db
          .query("UPDATE catalogue_imports SET state = 'failed', updated_at = now() WHERE id = $1", [importId])
          .catch(log);
      });
      return progressOf(started);
    },

    async progress(staff: Staff, importId: string): Promise<Progress> {
      // Not SELECT *: the room polls this while the import runs, and the row holds the whole sheet until it ends.
      const [row] = await db.query<ImportRow>(
        `SELECT id, state, done, total, created, changed, unchanged, failed, failures
           FROM catalogue_imports WHERE id = $1 AND company_id = $2`,
        [importId, staff.companyId],
      );
      if (!row) throw noSuchImport();
      return progressOf(row);
    },

    exportAll: (staff: Staff) => exportCatalogue(db, staff),
  };
}
