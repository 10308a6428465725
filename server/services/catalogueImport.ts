// Import from a spreadsheet and export to one (issue 23, the Catalogue room). An upload is read
// (spreadsheetReader.ts), its columns mapped to product fields (guessed from the headers, or the company's choice
// of last time), and every row judged against the company's products by the editor's own rules
// (schemas/api/productRules.ts): new, changed, unchanged or error with the reason per cell. Nothing is written
// until the supplier starts the import of that very preview; then rows are written in batches, each row inside a
// savepoint (a failed row never loses the others), progress kept in the import's row for the room's poll, and the
// catalogue version moved by each write (migration 020: every app server patches its index with just those products),
// so buyers find the products of each batch at their next search.
// Idempotent by product number: a row equal to its product is not written, so a second import changes nothing.
import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import ExcelJS from 'exceljs';
import type { Database, Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Staff } from './buyer';
import { ShareError } from './messages';
import { findControlCharacter } from './controlCharacters';
import { SPREADSHEET_LIMITS, readSpreadsheet, type Sheet } from './spreadsheetReader';
import { allProducts, productsByNumber, sameProduct, writeProduct } from './consoleCatalogue';
import { PROBLEM_TEXT, productProblems } from '../../schemas/api/productRules';
import {
  IMPORT_FIELD_NAMES,
  exportHeader,
  guessMapping,
  headerKey,
  type ImportField,
} from '../../schemas/api/productImport';

type Calls = CallTypes;
type Preview = Calls['ConsoleImportPreview']['response'];
type RowPreview = Preview['rows'][number];
type Problem = RowPreview['problems'][number];
type Progress = Calls['ConsoleImportProgress']['response'];
type Product = Calls['ConsoleSaveProduct']['request']['product'];
type Mapping = (ImportField | '')[];

/** The file ConsoleExportProducts answers with (the route hands it to defineRawCall). */
interface ExportFile {
  fileName: string;
  contentType: string;
  write: (out: Writable) => Promise<void>;
}

const BATCH = 100;
const FAILURES_KEPT = 200;
const IMPORT_TEXT: Record<string, string> = {
  ...PROBLEM_TEXT,
  notNumber: 'is not a number',
  notSize: 'is not a size such as 60*40*50',
  unknownCategory: 'is not a category of this supplier',
  unknownPacking: 'is not a packing method of this supplier',
  repeated: 'is in an earlier row too',
};

/** What a company's rows are judged against: its categories, packing methods and the products the file names. */
interface Context {
  category: (text: string) => string | undefined;
  packing: (text: string) => string | undefined;
  firstCategory: string;
  firstPacking: string;
  existing: Awaited<ReturnType<typeof productsByNumber>>;
}

async function contextOf(db: Queryable, companyId: number, numbers: string[]): Promise<Context> {
  const categories = await db.query<{ category_number: string; names: Record<string, string> }>(
    'SELECT category_number, names FROM categories WHERE company_id = $1 ORDER BY parent_id NULLS FIRST, position',
    [companyId],
  );
  const packings = await db.query<{ key: string; names: Record<string, string> }>(
    'SELECT key, names FROM packing_methods WHERE company_id = $1 ORDER BY position',
    [companyId],
  );
  // A cell may hold the number/key or a name in any language; names are compared without case.
  const finder = (entries: [string, Record<string, string>][]) => {
    const byText = new Map<string, string>();
    for (const [key, names] of entries) {
      for (const name of Object.values(names ?? {}))
        if (typeof name === 'string' && !byText.has(name.toLowerCase())) byText.set(name.toLowerCase(), key);
    }
    const keys = new Set(entries.map(([key]) => key));
    return (text: string) => (keys.has(text) ? text : byText.get(text.toLowerCase()));
  };
  return {
    category: finder(categories.map((c) => [c.category_number, c.names])),
    packing: finder(packings.map((p) => [p.key, p.names])),
    firstCategory: categories[0]?.category_number ?? '',
    firstPacking: packings[0]?.key ?? '',
    existing: await productsByNumber(db, companyId, numbers),
  };
}

const NUMBER = /^[$¥￥€£]?\s*([-+]?\d+(?:\.\d+)?)\s*(?:kgs?|pcs|cm|usd|rmb|元|个|只|件|套|箱|公斤)?$/i;
const numberOf = (text: string) => {
  const match = NUMBER.exec(text.replace(/(\d),(?=\d{3}\b)/g, '$1').trim());
  return match ? Number(match[1]) : null;
};
const sizeOf = (text: string) => {
  const parts = text
    .replace(/\s*cm\s*$/i, '')
    .split(/\s*[*xX×✕]\s*/)
    .map(numberOf);
  return parts.length === 3 && parts.every((n) => n !== null)
    ? { length: parts[0]!, width: parts[1]!, height: parts[2]! }
    : null;
};

/** The spreadsheet field that fills a product path: where a problem at that path is shown. */
function fieldOfPath(path: string, mapping: Mapping): ImportField | undefined {
  const [head, tail] = path.split('.');
  if (head === 'names') return tail === 'name' ? 'name' : tail === 'ename' ? 'ename' : undefined;
  if (head === 'descriptions') return tail === 'name' ? 'description' : tail === 'ename' ? 'edescription' : undefined;
  if (head === 'outerBoxSize' && !mapping.includes('outerBoxSize') && tail)
    return ({ length: 'outerLength', width: 'outerWidth', height: 'outerHeight' } as const)[tail as 'length'];
  return (IMPORT_FIELD_NAMES as string[]).includes(head) ? (head as ImportField) : undefined;
}

/** A new product's values where the file says nothing: the editor's own defaults. */
const blankProduct = (productNumber: string, context: Context): Record<string, unknown> => ({
  productNumber,
  commodityNumber: '',
  outFactoryNumber: '',
  labelNumber: '',
  model: '',
  names: {},
  descriptions: {},
  categoryNumber: context.firstCategory,
  packingMethod: context.firstPacking,
  factoryPrice: 0,
  startOrderNum: 1,
  innerQuantity: 1,
  outerQuantity: 1,
  outerBoxSize: { length: 0, width: 0, height: 0 },
  grossWeight: 0,
  netWeight: 0,
  stock: 0,
  certificates: [],
  licenceStatus: 0,
  flags: { isNew: true, isHot: false, isRecommended: false, isBuild: false },
  onShelf: true,
});

interface Judged {
  preview: RowPreview;
  product: Product;
  existing: { id: number; status: number } | null;
}

/** One row against its product: the product it would save, and its status with every problem at its cell. */
function judge(
  row: Sheet['rows'][number],
  mapping: Mapping,
  context: Context,
  seen: Map<string, number>,
  headers: string[],
): Judged {
  const problems: Problem[] = [];
  const columnOf = (field: ImportField | undefined) => (field ? mapping.indexOf(field) : -1);
  const add = (path: string, kind: Problem['kind'], limit?: number) => {
    const column = columnOf(fieldOfPath(path, mapping));
    const label = column >= 0 ? `${headers[column] || path} (${path})` : path;
    problems.push({
      column,
      path,
      kind,
      ...(limit !== undefined ? { limit } : {}),
      message: `${label} ${IMPORT_TEXT[kind]}${limit === undefined ? '' : kind === 'repeated' ? ` (row ${limit})` : ` (limit ${limit})`}.`,
    });
  };
  const cell = (field: ImportField) => {
    const column = mapping.indexOf(field);
    return column >= 0 ? (row.cells[column] ?? '') : '';
  };
  const productNumber = cell('productNumber');
  const found = context.existing.get(productNumber);
  const existing = found && found.status !== 2 ? found : undefined;
  const p = structuredClone(existing ? existing.product : blankProduct(productNumber, context)) as Record<
    string,
    unknown
  > & { names: Record<string, string>; descriptions: Record<string, string> };
  if (found && !existing) Object.assign(p, { onShelf: true });

  for (const [column, field] of mapping.entries()) {
    const text = row.cells[column] ?? '';
    if (!field || !text || field === 'productNumber') continue;
    const number = () => {
      const n = numberOf(text);
      if (n === null) add(field, 'notNumber');
      return n;
    };
    if (field === 'name' || field === 'ename') p.names = { ...p.names, [field]: text };
    else if (field === 'description') p.descriptions = { ...p.descriptions, name: text };
    else if (field === 'edescription') p.descriptions = { ...p.descriptions, ename: text };
    else if (field === 'outFactoryNumber' || field === 'model') p[field] = text;
    else if (field === 'categoryNumber') {
      const number = context.category(text);
      if (number) p.categoryNumber = number;
      else add('categoryNumber', 'unknownCategory');
    } else if (field === 'packingMethod') {
      const key = context.packing(text);
      if (key) p.packingMethod = key;
      else add('packingMethod', 'unknownPacking');
    } else if (field === 'outerBoxSize' || field === 'innerBoxSize' || field === 'productSize') {
      const size = sizeOf(text);
      if (size) p[field] = size;
      else add(field === 'outerBoxSize' ? 'outerBoxSize.length' : `${field}.length`, 'notSize');
    } else if (field === 'outerLength' || field === 'outerWidth' || field === 'outerHeight') {
      const n = number();
      const side = ({ outerLength: 'length', outerWidth: 'width', outerHeight: 'height' } as const)[field];
      if (n !== null) p.outerBoxSize = { ...(p.outerBoxSize as object), [side]: n };
    } else if (field === 'certificates')
      p.certificates = text
        .split(/[,，、;；]+/)
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean);
    else {
      const n = number();
      if (n !== null) p[field] = n;
    }
  }
  if (!problems.some((x) => x.path === 'price') && p.price === undefined) add('price', 'required');
  for (const problem of productProblems(p as Parameters<typeof productProblems>[0]))
    if (!problems.some((x) => x.path === problem.path)) add(problem.path, problem.kind, problem.limit);
  const earlier = seen.get(productNumber);
  if (productNumber && earlier !== undefined) add('productNumber', 'repeated', earlier);
  else if (productNumber) seen.set(productNumber, row.line);

  const product = p as unknown as Product;
  const status: RowPreview['status'] = problems.length
    ? 'error'
    : !existing
      ? 'new'
      : sameProduct(existing.product, product)
        ? 'unchanged'
        : 'changed';
  const changedFields =
    status === 'changed' && existing
      ? Object.keys(product).filter(
          (k) =>
            JSON.stringify((product as unknown as Record<string, unknown>)[k]) !==
            JSON.stringify((existing.product as unknown as Record<string, unknown>)[k]),
        )
      : undefined;
  return {
    preview: {
      line: row.line,
      productNumber,
      name: p.names.name || p.names.ename || '',
      status,
      cells: row.cells,
      ...(changedFields ? { changedFields } : {}),
      problems,
    },
    product,
    existing: found ? { id: found.id, status: found.status } : null,
  };
}

function judgeAll(sheet: Sheet, mapping: Mapping, context: Context): Judged[] {
  const seen = new Map<string, number>();
  return sheet.rows.map((row) => judge(row, mapping, context, seen, sheet.headers));
}

const countsOf = (rows: RowPreview[]) => {
  const counts = { new: 0, changed: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.status]++;
  return counts;
};

/** The mapping the client sent: one field or '' per column, each field once. */
function mappingOf(text: string, width: number): Mapping {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  if (
    !Array.isArray(value) ||
    value.length !== width ||
    value.some((f) => f !== '' && !(IMPORT_FIELD_NAMES as unknown[]).includes(f))
  )
    throw new ShareError(
      400,
      `Invalid request: mapping must be a JSON array of ${width} entries, each a product field or ''.`,
    );
  const fields = (value as string[]).filter(Boolean);
  const twice = fields.find((f, i) => fields.indexOf(f) !== i);
  if (twice) throw new ShareError(400, `Invalid request: mapping gives ${twice} to more than one column.`);
  return value as Mapping;
}

async function readUpload(parts: AsyncIterableIterator<Multipart>) {
  const fields: Record<string, string> = {};
  let file: MultipartFile | null = null;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value !== 'string' || findControlCharacter(part.value, '') !== null)
        throw new ShareError(400, `Invalid request: field ${part.fieldname} must be plain text.`);
      fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== 'file')
      throw new ShareError(
        400,
        `Invalid request: the file must be sent as the part named file (got ${part.fieldname}).`,
      );
    file = part;
    break;
  }
  if (!file) throw new ShareError(400, 'Invalid request: no file was sent (a part named file).');
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of file.file as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > SPREADSHEET_LIMITS.fileBytes) {
      file.file.resume();
      break;
    }
    chunks.push(chunk);
  }
  if (total > SPREADSHEET_LIMITS.fileBytes || file.file.truncated)
    throw new ShareError(
      413,
      `Spreadsheet too large: at most ${SPREADSHEET_LIMITS.fileBytes.toLocaleString('en')} bytes.`,
      'fileTooLarge',
    );
  if (!total) throw new ShareError(400, 'Invalid spreadsheet: the file is empty.', 'emptyFile');
  return { fields, bytes: Buffer.concat(chunks), fileName: file.filename.slice(0, 200) };
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
    );
    const judged = judgeAll(sheet, row.mapping, context);
    const tally = { done: 0, created: 0, changed: 0, unchanged: 0, failed: 0, failures: [] as Progress['failures'] };
    const fail = (j: Judged, message: string) => {
      tally.failed++;
      if (tally.failures.length < FAILURES_KEPT)
        tally.failures.push({ line: j.preview.line, productNumber: j.preview.productNumber, message });
    };
    for (let start = 0; start < judged.length; start += BATCH) {
      const batch = judged.slice(start, start + BATCH);
      await db.transaction(async (tx) => {
        for (const j of batch) {
          const { status } = j.preview;
          if (status === 'error') fail(j, j.preview.problems.map((p) => p.message).join(' '));
          else if (status === 'unchanged') tally.unchanged++;
          else {
            await tx.query('SAVEPOINT import_row');
            try {
              const category = await tx.query<{ id: number }>(
                'SELECT id FROM categories WHERE company_id = $1 AND category_number = $2',
                [staff.companyId, j.product.categoryNumber],
              );
              if (!category[0]) throw new Error(`category ${j.product.categoryNumber} is gone`);
              await writeProduct(tx, staff.companyId, staff.adminId, j.product, category[0].id, j.existing);
              await tx.query('RELEASE SAVEPOINT import_row');
              if (status === 'new') tally.created++;
              else tally.changed++;
            } catch (error) {
              await tx.query('ROLLBACK TO SAVEPOINT import_row');
              fail(j, `could not be written: ${(error as Error).message.slice(0, 200)}`);
            }
          }
        }
      });
      tally.done += batch.length;
      await db.query(
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
    }
    await afterRows(staff, row.id).catch(log);
    await db.query("UPDATE catalogue_imports SET state = 'done', rows = '[]', updated_at = now() WHERE id = $1", [
      row.id,
    ]);
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
      );
      const rows = judgeAll(sheet, mapping, context).map((j) => j.preview);
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
      return progressOf(await importOf(staff, importId));
    },

    /** Every product in the import's layout: re-importing the file changes nothing. */
    async exportAll(staff: Staff): Promise<ExportFile> {
      const fields = IMPORT_FIELD_NAMES.filter((f) => !['outerLength', 'outerWidth', 'outerHeight'].includes(f));
      const size = (s: { length: number; width: number; height: number } | undefined) =>
        s && (s.length || s.width || s.height) ? `${s.length}*${s.width}*${s.height}` : '';
      const valueOf = (p: Product, field: ImportField): string | number => {
        switch (field) {
          case 'name':
            return p.names.name ?? '';
          case 'ename':
            return p.names.ename ?? '';
          case 'description':
            return p.descriptions?.name ?? '';
          case 'edescription':
            return p.descriptions?.ename ?? '';
          case 'outerBoxSize':
          case 'innerBoxSize':
          case 'productSize':
            return size(p[field]);
          case 'certificates':
            return (p.certificates ?? []).join(', ');
          default:
            return (p as unknown as Record<string, string | number>)[field] ?? '';
        }
      };
      return {
        fileName: 'catalogue.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        write: async (out: Writable) => {
          const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
          const sheet = workbook.addWorksheet('Products', { views: [{ state: 'frozen', ySplit: 1 }] });
          sheet.columns = fields.map((f) => ({ header: exportHeader(f), key: f, width: f.endsWith('ame') ? 30 : 14 }));
          sheet.getRow(1).font = { bold: true };
          for await (const p of allProducts(db, staff.companyId))
            sheet.addRow(Object.fromEntries(fields.map((f) => [f, valueOf(p, f)]))).commit();
          await workbook.commit();
        },
      };
    },
  };
}
