// How the console reads a product row (issue 23): the editor's detail, the import's comparison and the export all
// see a product the same way, as the editor's Product with its names and descriptions per language.
import type { Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import { MEDIA_COLUMN, pictureUrls } from './media';
import type { ProductColumns, WithMedia } from './productColumns';
import { languageFields } from '../../protocol/languages';

type Detail = CallTypes['ConsoleProductDetail']['response'];
type Product = CallTypes['ConsoleSaveProduct']['request']['product'];

/** A product as the console reads it: every column (p.*), its category's number and who saved it last. */
export type ProductRow = ProductColumns & WithMedia & { category_number: string; updated_by_account: string | null };

const PRODUCT_FROM = `FROM products p JOIN categories c ON c.id = p.category_id LEFT JOIN supplier_admins a ON a.id = p.updated_by`;
const PRODUCT_SELECT = `SELECT p.*, c.category_number, a.account AS updated_by_account ${PRODUCT_FROM}`;
/** The editor's detail also names the pictures; imports and the export read every row without them. */
export const DETAIL_SELECT = `SELECT p.*, c.category_number, a.account AS updated_by_account, ${MEDIA_COLUMN} ${PRODUCT_FROM}`;

export const isoText = (value: Date | string) => (value instanceof Date ? value.toISOString() : String(value));
const size = (l: string, w: string, h: string) => ({ length: Number(l), width: Number(w), height: Number(h) });

/** lang_list item `type` as texts keyed by language field, with the row's own Chinese and English first. */
function textsOf(row: ProductRow, type: number, zh: string, en: string): Record<string, string> {
  return namesOf(row.lang_list.find((l) => l.type === type) ?? null, zh, en);
}

export function detailOf(row: ProductRow): Detail {
  return {
    product: {
      productNumber: row.product_number,
      commodityNumber: row.commodity_number,
      outFactoryNumber: row.out_factory_number,
      labelNumber: row.label_number,
      model: row.model,
      names: textsOf(row, 0, row.name, row.ename),
      descriptions: textsOf(row, 1, row.content, row.en_content),
      categoryNumber: row.category_number,
      price: Number(row.price),
      factoryPrice: Number(row.fa_pr),
      startOrderNum: row.start_order_num,
      packingMethod: row.packing_method,
      innerQuantity: row.in_en,
      outerQuantity: row.ou_lo,
      productSize: size(row.pr_le, row.pr_wi, row.pr_hi),
      innerBoxSize: size(row.in_le, row.in_wi, row.in_hi),
      outerBoxSize: size(row.ou_le, row.ou_wi, row.ou_hi),
      grossWeight: Number(row.gr_we),
      netWeight: Number(row.ne_we),
      certificates: row.certificates
        ? row.certificates
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean)
        : [],
      licenceStatus: row.licence_status,
      stock: row.spot_goods_count,
      flags: { isNew: row.is_new, isHot: row.is_hot, isRecommended: row.is_recommended, isBuild: row.is_build },
      onShelf: row.status === 0,
      barcodes: row.barcodes,
    },
    version: row.version,
    status: row.status,
    cbm: Number(row.bulk_stere),
    cuft: Number(row.bulk_feet),
    imageUrls: pictureUrls(row, row.image_count),
    listedAt: isoText(row.listed_at).slice(0, 10),
    updatedAt: isoText(row.updated_at),
    ...(row.updated_by_account ? { updatedBy: row.updated_by_account } : {}),
  };
}

/** lang_list's names as texts keyed by language field, the row's own Chinese and English first. */
export function namesOf(item: Record<string, unknown> | null, zh: string, en: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const field of languageFields) {
    const value = field === 'name' ? zh || item?.[field] : field === 'ename' ? en || item?.[field] : item?.[field];
    if (typeof value === 'string' && value) names[field] = value;
  }
  return names;
}

/** The company's products of these numbers, deleted ones too (an import brings a deleted number back). */
export async function productsByNumber(db: Queryable, companyId: number, numbers: string[]) {
  const rows = numbers.length
    ? await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.company_id = $1 AND p.product_number = ANY($2::text[])`, [
        companyId,
        numbers,
      ])
    : [];
  return new Map(
    rows.map((row) => [row.product_number, { id: row.id, status: row.status, product: detailOf(row).product }]),
  );
}

/** Every product of the company but deleted ones, in number order, as the editor reads them (the export). */
export async function* allProducts(db: Queryable, companyId: number, batch = 500): AsyncGenerator<Product> {
  let after = '';
  for (;;) {
    const rows = await db.query<ProductRow>(
      `${PRODUCT_SELECT} WHERE p.company_id = $1 AND p.status <> 2 AND p.product_number > $2 ORDER BY p.product_number LIMIT $3`,
      [companyId, after, batch],
    );
    for (const row of rows) yield detailOf(row).product;
    if (rows.length < batch) return;
    after = rows[rows.length - 1].product_number;
  }
}
