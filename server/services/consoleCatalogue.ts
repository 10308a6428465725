// The console's Catalogue room (issue 23; not in the spec): staff with the catalogue role list every product (off the
// shelf too) with the buyer's search, read and save one product with an optimistic version, and change or delete
// many at once. Any write moves the company's catalogue version (the trigger of migration 008), so every app server
// rebuilds its search index at its next search. Order lines are snapshots: nothing here touches them. Deleting marks
// a product deleted (status 2), as carts and buyers already know that state.
import type { Database, Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Staff } from './buyer';
import { ShareError, noSuchProduct } from './messages';
import { MEDIA_COLUMN, pictureUrl, pictureUrls, type UploadedMedia } from './media';
import { FLAG, consoleSearch, liveCount } from '../search/catalogueIndex';
import { findProducts } from '../search/findProducts';
import { crossFieldProblems, PROBLEM_TEXT } from '../../schemas/api/productRules';
import { cartonVolume } from '../../protocol/cartonVolume';
import { languageFields } from '../../protocol/languages';
import { logActivity } from './activity';

type Calls = CallTypes;
type Detail = Calls['ConsoleProductDetail']['response'];
type Product = Calls['ConsoleSaveProduct']['request']['product'];
type FlagName = Calls['ConsoleProductList']['response']['items'][number]['flags'][number];

const FLAG_OF: Record<FlagName, number> = {
  new: FLAG.new,
  hot: FLAG.hot,
  recommended: FLAG.recommended,
  inStock: FLAG.inStock,
  certified: FLAG.certified,
};
const BUYER_SORTS = new Set(['default', 'newest', 'priceAsc', 'priceDesc']);

interface ProductRow {
  id: number;
  product_number: string;
  commodity_number: string;
  out_factory_number: string;
  label_number: string;
  model: string;
  name: string;
  ename: string;
  lang_list: ({ type: number } & Record<string, unknown>)[];
  content: string;
  en_content: string;
  category_number: string;
  price: string;
  fa_pr: string;
  currency: string;
  start_order_num: number;
  packing_method: string;
  in_en: number;
  ou_lo: number;
  pr_le: string;
  pr_wi: string;
  pr_hi: string;
  in_le: string;
  in_wi: string;
  in_hi: string;
  ou_le: string;
  ou_wi: string;
  ou_hi: string;
  bulk_stere: string;
  bulk_feet: string;
  gr_we: string;
  ne_we: string;
  certificates: string;
  licence_status: number;
  spot_goods_count: number;
  is_new: boolean;
  is_hot: boolean;
  is_recommended: boolean;
  is_build: boolean;
  status: number;
  image_seed: number;
  image_count: number;
  media?: UploadedMedia | null;
  listed_at: Date | string;
  updated_at: Date | string;
  version: number;
  updated_by_account: string | null;
}

const PRODUCT_FROM = `FROM products p JOIN categories c ON c.id = p.category_id LEFT JOIN supplier_admins a ON a.id = p.updated_by`;
const PRODUCT_SELECT = `SELECT p.*, c.category_number, a.account AS updated_by_account ${PRODUCT_FROM}`;
/** The editor's detail also names the pictures; imports and the export read every row without them. */
const DETAIL_SELECT = `SELECT p.*, c.category_number, a.account AS updated_by_account, ${MEDIA_COLUMN} ${PRODUCT_FROM}`;

const isoText = (value: Date | string) => (value instanceof Date ? value.toISOString() : String(value));
const size = (l: string, w: string, h: string) => ({ length: Number(l), width: Number(w), height: Number(h) });

/** lang_list item `type` as texts keyed by language field, with the row's own Chinese and English first. */
function textsOf(row: ProductRow, type: number, zh: string, en: string): Record<string, string> {
  return namesOf(row.lang_list.find((l) => l.type === type) ?? null, zh, en);
}

function detailOf(row: ProductRow): Detail {
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
function namesOf(item: Record<string, unknown> | null, zh: string, en: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const field of languageFields) {
    const value = field === 'name' ? zh || item?.[field] : field === 'ename' ? en || item?.[field] : item?.[field];
    if (typeof value === 'string' && value) names[field] = value;
  }
  return names;
}

const bad = (path: string, text: string): never => {
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

const rounded = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

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
];

/** Writes a checked product: over its existing row (a deleted one comes back, listed anew) or as a new row. */
export async function writeProduct(
  tx: Queryable,
  companyId: number,
  adminId: number,
  p: Product,
  category: number,
  existing: { id: number; status: number } | null,
) {
  const values = columnsOf(p, category, adminId);
  const params = COLUMNS.map((_, i) => `$${i + 2}`);
  if (existing) {
    // A deleted product's number is reused by updating its row: carts that held it see it again.
    await tx.query(
      `UPDATE products SET ${COLUMNS.map((c, i) => `${c} = ${params[i]}`).join(', ')}, version = version + 1, updated_at = now()
        ${existing.status === 2 ? ', listed_at = current_date, image_count = 0' : ''} WHERE id = $1`,
      [existing.id, ...values],
    );
    // A new product under a deleted one's number starts without the deleted one's pictures.
    if (existing.status === 2) await tx.query('DELETE FROM product_media WHERE product_id = $1', [existing.id]);
  } else {
    const [currency] = await tx.query<{ currency: string }>(
      'SELECT currency FROM products WHERE company_id = $1 GROUP BY currency ORDER BY count(*) DESC LIMIT 1',
      [companyId],
    );
    await tx.query(
      `INSERT INTO products (company_id, ${COLUMNS.join(', ')}, currency, image_seed, image_count, listed_at, updated_at)
       VALUES ($1, ${params.join(', ')}, $${COLUMNS.length + 2}, 0, 0, current_date, now())`,
      [companyId, ...values, currency?.currency ?? 'USD'],
    );
  }
}

/** Whether saving `next` over `current` would write the same columns (who saved it aside). */
export const sameProduct = (current: Product, next: Product) =>
  JSON.stringify(columnsOf(current, 0, 0)) === JSON.stringify(columnsOf(next, 0, 0));

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

export function consoleCatalogueService(db: Database) {
  async function detail(companyId: number, productNumber: string): Promise<Detail> {
    const [row] = await db.query<ProductRow>(
      `${DETAIL_SELECT} WHERE p.company_id = $1 AND p.product_number = $2 AND p.status <> 2`,
      [companyId, productNumber],
    );
    if (!row) throw noSuchProduct();
    return detailOf(row);
  }

  /** Every number must be the company's (deleted ones aside), or nothing is done: 404 naming the first stranger. */
  async function idsOf(tx: Queryable, companyId: number, numbers: string[]): Promise<number[]> {
    const unique = [...new Set(numbers)];
    const rows = await tx.query<{ id: number; product_number: string }>(
      'SELECT id, product_number FROM products WHERE company_id = $1 AND product_number = ANY($2::text[]) AND status <> 2 FOR UPDATE',
      [companyId, unique],
    );
    if (rows.length !== unique.length) {
      const found = new Set(rows.map((r) => r.product_number));
      throw new ShareError(404, `No product information: ${unique.find((n) => !found.has(n))}.`, 'noSuchProduct');
    }
    return rows.map((r) => r.id);
  }

  return {
    async options(staff: Staff): Promise<Calls['ConsoleCatalogueOptions']['response']> {
      const { companyId } = staff;
      const categories = await db.query<{
        category_number: string;
        parent_number: string | null;
        names: Record<string, string>;
      }>(
        `SELECT c.category_number, parent.category_number AS parent_number, c.names FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
          WHERE c.company_id = $1 ORDER BY coalesce(parent.position, c.position), parent.position NULLS FIRST, c.position`,
        [companyId],
      );
      const packingMethods = await db.query<{ key: string; names: Record<string, string> }>(
        'SELECT key, names FROM packing_methods WHERE company_id = $1 ORDER BY position',
        [companyId],
      );
      const [currency] = await db.query<{ currency: string }>(
        'SELECT currency FROM products WHERE company_id = $1 GROUP BY currency ORDER BY count(*) DESC LIMIT 1',
        [companyId],
      );
      return {
        categories: categories.map((c) => ({
          categoryNumber: c.category_number,
          parentNumber: c.parent_number,
          names: c.names,
        })),
        packingMethods,
        currency: currency?.currency ?? 'USD',
      };
    },

    async list(
      staff: Staff,
      body: Calls['ConsoleProductList']['request'],
    ): Promise<Calls['ConsoleProductList']['response']> {
      const { companyId } = staff;
      const { index, synonyms } = await consoleSearch(db, companyId);
      const withFlags =
        (body.flags ?? []).reduce((bits, f) => bits | FLAG_OF[f], 0) | (body.shelf === 'off' ? FLAG.offShelf : 0);
      const sort = body.sort ?? 'default';
      const found = findProducts(
        index,
        {
          keyword: body.keyword,
          categoryNumber: body.categoryNumber,
          pageIndex: body.pageIndex,
          pageSize: body.pageSize,
          withFlags,
          withoutFlags: body.shelf === 'on' ? FLAG.offShelf : 0,
          ...(BUYER_SORTS.has(sort) ? { sort: sort as 'default' } : { order: sort }),
        },
        { synonyms },
      );
      const rows = found.ids.length
        ? await db.query<{
            id: number;
            product_number: string;
            name: string;
            ename: string;
            image_seed: number;
            image_count: number;
            media: UploadedMedia | null;
            price: string;
            currency: string;
            start_order_num: number;
            category_number: string;
            names: Record<string, unknown> | null;
            is_new: boolean;
            is_hot: boolean;
            is_recommended: boolean;
            spot_goods_count: number;
            certificates: string;
            status: number;
            version: number;
          }>(
            `SELECT p.id, p.product_number, p.name, p.ename, p.image_seed, p.image_count, p.price, p.currency, p.start_order_num, c.category_number, p.lang_list->0 AS names, ${MEDIA_COLUMN},
                  p.is_new, p.is_hot, p.is_recommended, p.spot_goods_count, p.certificates, p.status, p.version
             FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ANY($1::int[]) AND p.company_id = $2`,
            [found.ids, companyId],
          )
        : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      const items = found.ids.flatMap((id) => {
        const r = byId.get(id);
        if (!r) return [];
        const flags: FlagName[] = [];
        if (r.is_new) flags.push('new');
        if (r.is_hot) flags.push('hot');
        if (r.is_recommended) flags.push('recommended');
        if (r.spot_goods_count > 0) flags.push('inStock');
        if (r.certificates) flags.push('certified');
        return [
          {
            productNumber: r.product_number,
            name: r.name,
            ename: r.ename,
            names: namesOf(r.names, r.name, r.ename),
            imageUrl: r.image_count || r.media?.p.length ? pictureUrl(r, 0) : '',
            price: Number(r.price),
            currency: r.currency,
            startOrderNum: r.start_order_num,
            categoryNumber: r.category_number,
            flags,
            status: r.status,
            version: r.version,
          },
        ];
      });
      return { items, totalCount: found.totalCount, catalogueCount: liveCount(index) };
    },

    async detail(staff: Staff, productNumber: string): Promise<Detail> {
      const { companyId } = staff;
      return detail(companyId, productNumber);
    },

    async save(staff: Staff, body: Calls['ConsoleSaveProduct']['request']): Promise<Detail> {
      const { companyId, adminId } = staff;
      const p = body.product;
      const [problem] = crossFieldProblems(p);
      if (problem) bad(problem.path, PROBLEM_TEXT[problem.kind]);
      await db.transaction(async (tx) => {
        const current = body.previousNumber ?? p.productNumber;
        const [existing] = await tx.query<{
          id: number;
          version: number;
          status: number;
          account: string | null;
          updated_at: Date | string;
        }>(
          `SELECT p.id, p.version, p.status, a.account, p.updated_at FROM products p LEFT JOIN supplier_admins a ON a.id = p.updated_by
            WHERE p.company_id = $1 AND p.product_number = $2 FOR UPDATE OF p`,
          [companyId, current],
        );
        if (body.version === undefined) {
          if (body.previousNumber) bad('productNumber', 'cannot be renamed without the version read (body.version)');
          if (existing && existing.status !== 2)
            throw new ShareError(
              422,
              `A product numbered ${p.productNumber} already exists: open it to change it.`,
              'duplicateNumber',
            );
        } else {
          if (!existing || existing.status === 2) throw noSuchProduct();
          if (existing.version !== body.version) {
            const who = existing.account ? ` by ${existing.account}` : '';
            throw new ShareError(
              422,
              `Someone else changed this product${who} at ${isoText(existing.updated_at)} (version ${existing.version}, yours ${body.version}): reload it, then make your change again.`,
              'staleVersion',
            );
          }
        }
        if (existing && current !== p.productNumber) {
          const [taken] = await tx.query('SELECT 1 FROM products WHERE company_id = $1 AND product_number = $2', [
            companyId,
            p.productNumber,
          ]);
          if (taken)
            throw new ShareError(
              422,
              `A product numbered ${p.productNumber} already exists: choose another number.`,
              'duplicateNumber',
            );
        }
        // The company's own names are checked once the product is known to be its own: another company's number is a 404 first.
        const [packing] = await tx.query('SELECT 1 FROM packing_methods WHERE company_id = $1 AND key = $2', [
          companyId,
          p.packingMethod,
        ]);
        if (!packing) bad('packingMethod', 'is not a packing method of this supplier');
        await writeProduct(
          tx,
          companyId,
          adminId,
          p,
          await categoryId(tx, companyId, p.categoryNumber, 'body.product.categoryNumber'),
          existing ?? null,
        );
        const renamed = existing && current !== p.productNumber ? ` (was ${current})` : '';
        await logActivity(tx, staff, 'productSaved', p.productNumber, `${existing ? 'updated' : 'new'}${renamed}`);
      });
      return detail(companyId, p.productNumber);
    },

    async update(
      staff: Staff,
      body: Calls['ConsoleUpdateProducts']['request'],
    ): Promise<Calls['ConsoleUpdateProducts']['response']> {
      const { companyId, adminId } = staff;
      const sets: string[] = [];
      const values: unknown[] = [];
      const set = (column: string, value: unknown) => {
        values.push(value);
        sets.push(`${column} = $${values.length + 2}`);
      };
      if (body.onShelf !== undefined) set('status', body.onShelf ? 0 : 1);
      const flags = body.flags ?? {};
      if (flags.isNew !== undefined) set('is_new', flags.isNew);
      if (flags.isHot !== undefined) set('is_hot', flags.isHot);
      if (flags.isRecommended !== undefined) set('is_recommended', flags.isRecommended);
      if (flags.isBuild !== undefined) set('is_build', flags.isBuild);
      if (body.categoryNumber !== undefined)
        set('category_id', await categoryId(db, companyId, body.categoryNumber, 'body.categoryNumber'));
      if (!sets.length)
        throw new ShareError(400, 'Invalid request: body must change something (onShelf, flags or categoryNumber).');
      const changed = await db.transaction(async (tx) => {
        const ids = await idsOf(tx, companyId, body.productNumbers);
        await tx.query(
          `UPDATE products SET ${sets.join(', ')}, version = version + 1, updated_at = now(), updated_by = $2 WHERE id = ANY($1::int[])`,
          [ids, adminId, ...values],
        );
        return ids.length;
      });
      return { changed };
    },

    async remove(
      staff: Staff,
      body: Calls['ConsoleDeleteProducts']['request'],
    ): Promise<Calls['ConsoleDeleteProducts']['response']> {
      const { companyId, adminId } = staff;
      const deleted = await db.transaction(async (tx) => {
        const ids = await idsOf(tx, companyId, body.productNumbers);
        await tx.query(
          'UPDATE products SET status = 2, version = version + 1, updated_at = now(), updated_by = $2 WHERE id = ANY($1::int[])',
          [ids, adminId],
        );
        return ids.length;
      });
      return { deleted };
    },
  };
}
