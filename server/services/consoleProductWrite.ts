// How the console writes a product (issue 23): one checked Product becomes the columns of its row, for the editor's
// save and the spreadsheet import alike; CBM and CUFT come from the carton, never from the client.
import { QUIET } from '../db/catalogueChanges';
import type { Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import { ShareError } from './messages';
import { cartonVolume } from '../../protocol/cartonVolume';
import { storedBarcodes } from '../../schemas/api/barcodes';

type Product = CallTypes['ConsoleSaveProduct']['request']['product'];

export const bad = (path: string, text: string): never => {
  throw new ShareError(400, `Invalid request: body.product.${path} ${text}.`);
};

/** The company's category id of a number, or a 400 naming `field`. */
export async function categoryId(db: Queryable, companyId: number, number: string, field: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM categories WHERE company_id = $1 AND category_number = $2',
    [companyId, number],
  );
  if (!row) throw new ShareError(400, `Invalid request: ${field} is not a category of this supplier.`);
  return row.id;
}

export const rounded = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The columns a saved product writes, in the order of COLUMNS. */
function columnsOf(p: Product, category: number, adminId: number) {
  const names = p.names;
  const descriptions = p.descriptions ?? {};
  const volume = cartonVolume(p.outerBoxSize);
  const sized = (s: { length: number; width: number; height: number } | undefined) =>
    [s?.length ?? 0, s?.width ?? 0, s?.height ?? 0].map((v) => rounded(v, 1));
  const onlyFilled = (texts: Record<string, string | undefined>) =>
    Object.fromEntries(
      Object.entries(texts)
        .map(([k, v]) => [k, v?.trim() ?? ''])
        .filter(([, v]) => v),
    );
  return [
    p.productNumber,
    p.commodityNumber?.trim() ?? '',
    p.outFactoryNumber?.trim() ?? '',
    p.labelNumber?.trim() ?? '',
    p.model?.trim() ?? '',
    category,
    names.name?.trim() ?? '',
    names.ename?.trim() ?? '',
    JSON.stringify([
      { type: 0, ...onlyFilled(names) },
      { type: 1, ...onlyFilled(descriptions) },
    ]),
    descriptions.name?.trim() ?? '',
    descriptions.ename?.trim() ?? '',
    rounded(p.price, 2),
    rounded(p.factoryPrice ?? 0, 2),
    p.startOrderNum,
    p.packingMethod,
    `${p.innerQuantity}/${p.outerQuantity}`,
    p.innerQuantity,
    p.outerQuantity,
    ...sized(p.productSize),
    ...sized(p.innerBoxSize),
    ...sized(p.outerBoxSize),
    volume.cbm,
    volume.cuft,
    rounded(p.grossWeight, 2),
    rounded(p.netWeight, 2),
    p.stock ?? 0,
    [...new Set((p.certificates ?? []).map((c) => c.trim().toUpperCase()))].join(','),
    p.licenceStatus ?? 0,
    p.flags?.isNew ?? false,
    p.flags?.isHot ?? false,
    p.flags?.isRecommended ?? false,
    p.flags?.isBuild ?? false,
    p.onShelf === false ? 1 : 0,
    adminId,
    // Absent: the stored codes stay (a client that knows no barcodes keeps them); see the placeholder below.
    p.barcodes === undefined ? null : storedBarcodes(p.barcodes),
  ];
}
const COLUMNS = [
  'product_number',
  'commodity_number',
  'out_factory_number',
  'label_number',
  'model',
  'category_id',
  'name',
  'ename',
  'lang_list',
  'content',
  'en_content',
  'price',
  'fa_pr',
  'start_order_num',
  'packing_method',
  'pa_nu',
  'in_en',
  'ou_lo',
  'pr_le',
  'pr_wi',
  'pr_hi',
  'in_le',
  'in_wi',
  'in_hi',
  'ou_le',
  'ou_wi',
  'ou_hi',
  'bulk_stere',
  'bulk_feet',
  'gr_we',
  'ne_we',
  'spot_goods_count',
  'certificates',
  'licence_status',
  'is_new',
  'is_hot',
  'is_recommended',
  'is_build',
  'status',
  'updated_by',
  'barcodes',
];

/** A code another live product of the company carries: 422 naming the field and that product. */
const barcodeTaken = (index: number, code: string, owner: string) =>
  new ShareError(
    422,
    `Invalid request: body.product.barcodes.${index} (${code}) is already the barcode of product ${owner}.`,
    'duplicateBarcode',
  );

/** Refuses codes of `p` that another live product of the company has (the write's unique key says the same when two
 *  saves race; this names the product). */
async function checkBarcodesFree(tx: Queryable, companyId: number, p: Product, productId: number | null) {
  if (!p.barcodes?.length) return;
  const codes = p.barcodes.map((c) => storedBarcodes([c])[0] ?? c);
  const [taken] = await tx.query<{ barcode: string; product_number: string }>(
    `SELECT b.barcode, p.product_number FROM product_barcodes b JOIN products p ON p.id = b.product_id
      WHERE b.company_id = $1 AND b.barcode = ANY($2::text[]) AND b.product_id IS DISTINCT FROM $3 LIMIT 1`,
    [companyId, codes, productId],
  );
  if (taken) throw barcodeTaken(codes.indexOf(taken.barcode), taken.barcode, taken.product_number);
}

const isBarcodeClash = (error: unknown) =>
  (error as { code?: string }).code === '23505' &&
  /product_barcodes/.test(`${(error as { constraint?: string }).constraint} ${(error as Error).message}`);

/** Writes a checked product: over its existing row (a deleted one comes back, listed anew) or as a new row. */
export async function writeProduct(
  tx: Queryable,
  companyId: number,
  adminId: number,
  p: Product,
  category: number,
  existing: { id: number; status: number } | null,
  /** The company's currency when the caller knows it already (an import asks once, not per new row). */
  knownCurrency?: string,
  /** Leaves the catalogue version alone (db/catalogueChanges.ts): the caller logs the product's change itself. */
  quiet = false,
): Promise<number> {
  const values = columnsOf(p, category, adminId);
  const params = COLUMNS.map((c, i) =>
    c === 'barcodes'
      ? `coalesce($${i + 2}::text[], ${existing?.status === 2 || !existing ? "'{}'" : 'barcodes'})`
      : `$${i + 2}`,
  );
  await checkBarcodesFree(tx, companyId, p, existing?.id ?? null);
  try {
    return await writeRow(tx, companyId, values, params, existing, knownCurrency, quiet);
  } catch (error) {
    if (!isBarcodeClash(error)) throw error;
    throw new ShareError(
      422,
      'Invalid request: body.product.barcodes is already the barcode of another product.',
      'duplicateBarcode',
    );
  }
}

async function writeRow(
  tx: Queryable,
  companyId: number,
  values: unknown[],
  params: string[],
  existing: { id: number; status: number } | null,
  knownCurrency: string | undefined,
  quiet: boolean,
): Promise<number> {
  const returning = quiet ? `RETURNING id, ${QUIET}` : 'RETURNING id';
  if (existing) {
    // A deleted product's number is reused by updating its row: carts that held it see it again.
    await tx.query(
      `UPDATE products SET ${COLUMNS.map((c, i) => `${c} = ${params[i]}`).join(', ')}, version = version + 1, updated_at = now()
        ${existing.status === 2 ? ', listed_at = current_date, image_count = 0, has_video = false' : ''} WHERE id = $1 ${returning}`,
      [existing.id, ...values],
    );
    // A new product under a deleted one's number starts without the deleted one's pictures.
    if (existing.status === 2) await tx.query('DELETE FROM product_media WHERE product_id = $1', [existing.id]);
    return existing.id;
  }
  const currency = knownCurrency ?? (await companyCurrency(tx, companyId));
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO products (company_id, ${COLUMNS.join(', ')}, currency, image_seed, image_count, listed_at, updated_at)
     VALUES ($1, ${params.join(', ')}, $${COLUMNS.length + 2}, 0, 0, current_date, now()) ${returning}`,
    [companyId, ...values, currency],
  );
  return row.id;
}

/** New products in one statement (an import's run of new rows), their ids in the order given. Barcodes are left to
 *  writeProduct (each is checked against the other products first). */
export async function insertProducts(
  tx: Queryable,
  companyId: number,
  adminId: number,
  items: { product: Product; category: number }[],
  currency: string,
  quiet: boolean,
): Promise<number[]> {
  const width = COLUMNS.length + 2;
  const params: unknown[] = [];
  const rows = items.map(({ product, category }, row) => {
    params.push(companyId, ...columnsOf({ ...product, barcodes: [] }, category, adminId), currency);
    const at = (i: number) => `$${row * width + i + 1}`;
    const values = Array.from({ length: width }, (_, i) =>
      COLUMNS[i - 1] === 'barcodes' ? `${at(i)}::text[]` : at(i),
    );
    return `(${values.join(', ')}, 0, 0, current_date, now())`;
  });
  const inserted = await tx.query<{ id: number; product_number: string }>(
    `INSERT INTO products (company_id, ${COLUMNS.join(', ')}, currency, image_seed, image_count, listed_at, updated_at)
     VALUES ${rows.join(', ')} RETURNING id, product_number${quiet ? `, ${QUIET}` : ''}`,
    params,
  );
  const idOf = new Map(inserted.map((r) => [r.product_number, r.id]));
  return items.map(({ product }) => idOf.get(product.productNumber)!);
}

/** Whether saving `next` over `current` would write the same columns (who saved it aside). */
export const sameProduct = (current: Product, next: Product) =>
  JSON.stringify(columnsOf(current, 0, 0)) === JSON.stringify(columnsOf(next, 0, 0));

/** The currency most of the company's products are priced in (a new product's), USD for an empty catalogue. */
export async function companyCurrency(db: Queryable, companyId: number): Promise<string> {
  const [row] = await db.query<{ currency: string }>(
    'SELECT currency FROM products WHERE company_id = $1 GROUP BY currency ORDER BY count(*) DESC LIMIT 1',
    [companyId],
  );
  return row?.currency ?? 'USD';
}
