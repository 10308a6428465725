// The rows of an import judged against the company's products (issue 23): each cell read by its mapped field, the
// product it would make checked by the editor's own rules (schemas/api/productRules.ts), and the row called new,
// changed, unchanged or error with the reason per cell. Pure but for the one read of the company's context.
import type { Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import { ShareError } from './messages';
import type { Sheet } from './spreadsheetReader';
import { productsByNumber } from './consoleProductRows';
import { sameProduct } from './consoleProductWrite';
import { PROBLEM_TEXT, productProblems } from '../../schemas/api/productRules';
import { IMPORT_FIELD_NAMES, type ImportField } from '../../schemas/api/productImport';
import { normalBarcode } from '../../schemas/api/barcodes';

type Calls = CallTypes;
type Preview = Calls['ConsoleImportPreview']['response'];
type RowPreview = Preview['rows'][number];
type Problem = RowPreview['problems'][number];
type Product = Calls['ConsoleSaveProduct']['request']['product'];
export type Mapping = (ImportField | '')[];

const IMPORT_TEXT: Record<string, string> = {
  ...PROBLEM_TEXT,
  notNumber: 'is not a number',
  notSize: 'is not a size such as 60*40*50',
  unknownCategory: 'is not a category of this supplier',
  unknownPacking: 'is not a packing method of this supplier',
  repeated: 'is in an earlier row too',
  barcodeTaken: 'is already the barcode of another product',
  barcodeRepeated: 'is in an earlier row too',
};

/** What a company's rows are judged against: its categories, packing methods and the products the file names. */
export interface Context {
  category: (text: string) => string | undefined;
  packing: (text: string) => string | undefined;
  firstCategory: string;
  firstPacking: string;
  existing: Awaited<ReturnType<typeof productsByNumber>>;
  /** The live product carrying each barcode the file names (stored form → product number). */
  barcodeOwners: Map<string, string>;
}

/** A barcode cell's codes. A spreadsheet that took a code for a number dropped its leading zeros: they are put back
 *  (the check digit then tells a real code from a typo). */
const barcodesOf = (text: string) =>
  text
    .split(/[,，、;；\s]+/)
    .filter(Boolean)
    .map((code) => (/^\d{9,11}$/.test(code) ? code.padStart(13, '0') : /^\d{7}$/.test(code) ? `0${code}` : code));

/** The stored forms of every barcode in the mapped column, for contextOf. */
export function sheetBarcodes(sheet: Sheet, mapping: Mapping): string[] {
  const column = mapping.indexOf('barcodes');
  if (column < 0) return [];
  const codes = sheet.rows.flatMap((r) => barcodesOf(r.cells[column] ?? '').map(normalBarcode));
  return [...new Set(codes.filter((c): c is string => c !== null))];
}

export async function contextOf(
  db: Queryable,
  companyId: number,
  numbers: string[],
  barcodes: string[] = [],
): Promise<Context> {
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
    barcodeOwners: new Map(
      (barcodes.length
        ? await db.query<{ barcode: string; product_number: string }>(
            `SELECT b.barcode, p.product_number FROM product_barcodes b JOIN products p ON p.id = b.product_id
              WHERE b.company_id = $1 AND b.barcode = ANY($2::text[])`,
            [companyId, barcodes],
          )
        : []
      ).map((r) => [r.barcode, r.product_number]),
    ),
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
  barcodes: [],
  licenceStatus: 0,
  flags: { isNew: true, isHot: false, isRecommended: false, isBuild: false },
  onShelf: true,
});

export interface Judged {
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
  seenBarcodes: Map<string, number>,
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
      message: `${label} ${IMPORT_TEXT[kind]}${limit === undefined ? '' : kind === 'repeated' || kind === 'barcodeRepeated' ? ` (row ${limit})` : ` (limit ${limit})`}.`,
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
    else if (field === 'barcodes') p.barcodes = barcodesOf(text);
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
  // One code names one product: another product's code, or a code an earlier row gives to another product.
  (p.barcodes as string[] | undefined)?.forEach((text, i) => {
    const code = normalBarcode(text);
    if (!code || problems.some((x) => x.path === `barcodes.${i}`)) return;
    const owner = context.barcodeOwners.get(code);
    const earlierRow = seenBarcodes.get(code);
    if (owner !== undefined && owner !== productNumber) add(`barcodes.${i}`, 'barcodeTaken');
    else if (earlierRow !== undefined && earlierRow !== row.line) add(`barcodes.${i}`, 'barcodeRepeated', earlierRow);
    else seenBarcodes.set(code, row.line);
  });

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

/** Judging takes a few tenths of a millisecond a row: longer than this in one go and the thread is given up for a
 *  turn, so a buyer's search on the same server never waits out a whole sheet (seconds at 10,000 rows). */
const JUDGE_SLICE_MS = 4;

/** Each row judged in order (a row's number or barcode repeated from an earlier row is its problem), the thread
 *  given up between slices of JUDGE_SLICE_MS. */
export async function* judgedRows(sheet: Sheet, mapping: Mapping, context: Context): AsyncGenerator<Judged> {
  const seen = new Map<string, number>();
  const seenBarcodes = new Map<string, number>();
  let sliceStart = performance.now();
  for (const row of sheet.rows) {
    if (performance.now() - sliceStart > JUDGE_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    yield judge(row, mapping, context, seen, sheet.headers, seenBarcodes);
  }
}

export const countsOf = (rows: RowPreview[]) => {
  const counts = { new: 0, changed: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.status]++;
  return counts;
};

/** The mapping the client sent: one field or '' per column, each field once. */
export function mappingOf(text: string, width: number): Mapping {
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
