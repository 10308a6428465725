// Product lists and categories for one share: only its supplier's products, only the fields its shareInfo allows.
import type { Queryable } from './db/database';
import type { CallTypes, ProductCard, ShareInfo } from '../schemas/api/types.gen';
import { activeShare, companyById, shareInfoOf } from './shares';
import { ShareError } from './messages';
import type { Session } from './sessions';

type ListRequest = CallTypes['GetProductList']['request'];

/** Each area of spec section 2 as a filter on products (p). */
const AREA_FILTERS: Record<string, string> = {
  home: 'true', productCenter: 'true', newProduct: 'p.is_new', recommend: 'p.is_recommended', recommendForYou: 'p.is_recommended',
  hotSellingArea: 'p.is_hot', spotProduct: 'p.spot_goods_count > 0', certifiedProducts: "p.certificates <> ''",
  videoProducts: 'p.has_video', threeDProduct: 'p.has_3d', customProduct: 'p.is_build',
};
const SORTS: Record<string, string> = {
  default: 'p.is_recommended DESC, p.listed_at DESC, p.id', newest: 'p.listed_at DESC, p.id', priceAsc: 'p.price ASC, p.id', priceDesc: 'p.price DESC, p.id',
};

export async function shareOfSession(db: Queryable, session: Session | undefined): Promise<ShareInfo> {
  if (!session?.shareId) throw new ShareError(401, 'Please sign in to this share first.');
  const share = await activeShare(db, { id: session.shareId });
  if (!share) throw new ShareError(410);
  return shareInfoOf(share, await companyById(db, share.company_id));
}

/** The columns productCard() reads, for every query that lists product cards. */
export const CARD_COLUMNS = `p.product_number, p.name, p.ename, p.lang_list, p.image_seed, p.price, p.start_order_num, p.commodity_number,
  p.out_factory_number, p.is_new, p.is_hot, p.has_3d, p.has_video, p.spot_goods_count, p.is_build, p.currency`;

interface ProductRow {
  product_number: string; name: string; ename: string; lang_list: { type: number; [field: string]: unknown }[]; image_seed: number;
  price: string; start_order_num: number; commodity_number: string; out_factory_number: string; is_new: boolean; is_hot: boolean;
  has_3d: boolean; has_video: boolean; spot_goods_count: number; is_build: boolean; currency: string;
}

/** Spec section 3: showNumber 1 commodity, 2 product, -1 none, otherwise factory number. */
function displayNumber(row: ProductRow, showNumber: number): string | undefined {
  if (showNumber === -1) return undefined;
  return showNumber === 1 ? row.commodity_number : showNumber === 2 ? row.product_number : row.out_factory_number;
}

export function productCard(row: ProductRow, share: ShareInfo): ProductCard {
  const names = share.productSource === 1 ? ((row.lang_list.find((l) => l.type === 0) ?? {}) as Record<string, string>) : {};
  const { type: _type, ...localised } = names as Record<string, unknown>;
  const card: ProductCard = {
    productNumber: row.product_number, name: row.name, ename: row.ename, names: localised as Record<string, string>,
    imageUrl: `/media/toys/${row.image_seed}/0.svg`, startOrderNum: row.start_order_num,
    isNew: row.is_new, isHot: row.is_hot, has3d: row.has_3d, hasVideo: row.has_video, inStock: row.spot_goods_count > 0, isBuild: row.is_build,
  };
  const number = displayNumber(row, share.showNumber);
  if (number) card.displayNumber = number;
  // Not just hidden in the UI: without isShowPrice the price never leaves the server.
  if (share.isShowPrice) Object.assign(card, { price: Number(row.price), currency: row.currency });
  return card;
}

/** Totals change only when the supplier edits the catalogue: each process keeps them 30 s (paging asks again and again). */
const countCache = new Map<string, { at: number; count: Promise<number> }>();
function countProducts(db: Queryable, filters: string, params: unknown[]): Promise<number> {
  const key = filters + JSON.stringify(params);
  const hit = countCache.get(key);
  if (hit && Date.now() - hit.at < 30_000) return hit.count;
  const count = db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${filters}`, params).then((r) => r[0].n);
  count.catch(() => countCache.delete(key));
  if (countCache.size >= 1_000) countCache.delete(countCache.keys().next().value!);
  countCache.set(key, { at: Date.now(), count });
  return count;
}

export async function listProducts(db: Queryable, session: Session | undefined, request: ListRequest) {
  const share = await shareOfSession(db, session);
  const where = ['p.company_id = $1', 'p.status = 0', AREA_FILTERS[request.area ?? 'productCenter']];
  const params: unknown[] = [session!.companyId];
  if (request.categoryNumber) {
    params.push(request.categoryNumber);
    where.push(`p.category_id IN (SELECT c.id FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
      WHERE c.company_id = $1 AND (c.category_number = $${params.length} OR parent.category_number = $${params.length}))`);
  }
  if (request.minPrice !== undefined && request.maxPrice !== undefined && request.minPrice > request.maxPrice) {
    throw new ShareError(400, 'Lowest price cannot be greater than highest price.');
  }
  if (request.minPrice !== undefined) {
    params.push(request.minPrice);
    where.push(`p.price >= $${params.length}`);
  }
  if (request.maxPrice !== undefined) {
    params.push(request.maxPrice);
    where.push(`p.price <= $${params.length}`);
  }
  if (request.productNumbers?.length) {
    params.push(request.productNumbers);
    where.push(`p.product_number = ANY($${params.length})`);
  }
  const keyword = request.keyword?.trim().toLowerCase().replace(/\s+/g, ' ') ?? '';
  let relevance = '';
  let filterParams = -1;
  if (keyword) {
    // Every word must appear (substring, any language); exact number and name-prefix matches rank first.
    for (const word of keyword.split(' ').slice(0, 8)) {
      params.push(`%${word.replace(/[\\%_]/g, (c) => '\\' + c)}%`);
      where.push(`p.search_text LIKE $${params.length}`);
    }
    filterParams = params.length;
  }
  // Best matches first, unless the buyer chose another order.
  if (keyword && (!request.sort || request.sort === 'default')) {
    params.push(keyword);
    const k = `$${params.length}`;
    // Cheap comparisons only: a similarity function over thousands of matches costs seconds at 100k products.
    relevance = `(lower(p.product_number) = ${k} OR lower(p.commodity_number) = ${k} OR lower(p.out_factory_number) = ${k}) DESC, ` +
      `(lower(p.name) LIKE ${k} || '%' OR lower(p.ename) LIKE ${k} || '%') DESC, `;
  }
  if (filterParams < 0) filterParams = params.length;
  params.push(request.pageSize, (request.pageIndex - 1) * request.pageSize);
  const filters = where.join(' AND ');
  const [rows, totalCount] = await Promise.all([
    db.query<ProductRow>(
      `SELECT ${CARD_COLUMNS} FROM products p WHERE ${filters}
        ORDER BY ${relevance}${SORTS[request.sort ?? 'default']} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    ),
    countProducts(db, filters, params.slice(0, filterParams)),
  ]);
  return { items: rows.map((r) => productCard(r, share)), totalCount };
}

export async function listCategories(db: Queryable, session: Session | undefined) {
  await shareOfSession(db, session);
  const rows = await db.query<{ category_number: string; parent_number: string | null; names: Record<string, string>; image_seed: number | null; product_count: number }>(
    `SELECT c.category_number, parent.category_number AS parent_number, c.names,
            (SELECT p.image_seed FROM products p JOIN categories pc ON pc.id = p.category_id
              WHERE p.status = 0 AND (pc.id = c.id OR pc.parent_id = c.id) ORDER BY p.is_hot DESC, p.id LIMIT 1) AS image_seed,
            (SELECT count(*)::int FROM products p JOIN categories pc ON pc.id = p.category_id
              WHERE p.status = 0 AND (pc.id = c.id OR pc.parent_id = c.id)) AS product_count
       FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
      WHERE c.company_id = $1 ORDER BY parent.position NULLS FIRST, c.position`,
    [session!.companyId],
  );
  return {
    items: rows.map((r) => ({ categoryNumber: r.category_number, parentNumber: r.parent_number, names: r.names, imageUrl: r.image_seed ? `/media/toys/${r.image_seed}/0.svg` : '/media/logo.svg', productCount: r.product_count })),
  };
}

interface DetailRow extends ProductRow {
  status: number; content: string; en_content: string; image_count: number; category_number: string; packing_method: string;
  packing_names: Record<string, string> | null; pa_nu: string; in_en: number; ou_lo: number;
  pr_le: string; pr_wi: string; pr_hi: string; in_le: string; in_wi: string; in_hi: string; ou_le: string; ou_wi: string; ou_hi: string;
  bulk_stere: string; bulk_feet: string; gr_we: string; ne_we: string; certificates: string; licence_status: number; listed_at: Date | string; updated_at: Date | string;
}

const size = (l: string, w: string, h: string) => ({ length: Number(l), width: Number(w), height: Number(h) });
const isoDate = (value: Date | string) => (value instanceof Date ? value.toISOString() : String(value));

/** A product of the share's supplier; off-shelf, deleted and expired products come back with their status. */
export async function productDetail(db: Queryable, session: Session | undefined, productNumber: string, lists: ReturnType<typeof import('./visitorLists').visitorLists>) {
  const share = await shareOfSession(db, session);
  const [row] = await db.query<DetailRow>(
    `SELECT p.*, c.category_number, pm.names AS packing_names
       FROM products p JOIN categories c ON c.id = p.category_id
       LEFT JOIN packing_methods pm ON pm.company_id = p.company_id AND pm.key = p.packing_method
      WHERE p.company_id = $1 AND p.product_number = $2`,
    [session!.companyId, productNumber],
  );
  if (!row) throw new ShareError(404, 'No product information.');
  await lists.recordView(session!, (row as unknown as { id: number }).id);
  const isCollected = await lists.isCollected(session!, (row as unknown as { id: number }).id);
  const card = productCard(row, share);
  const contents = share.productSource === 1 ? ((row.lang_list.find((l) => l.type === 1) ?? {}) as Record<string, unknown>) : {};
  const { type: _type, ...localisedContents } = contents;
  return {
    product: {
      productNumber: row.product_number, status: row.status, name: row.name, ename: row.ename, names: card.names,
      contents: localisedContents as Record<string, string>, content: row.content, enContent: row.en_content,
      imageUrls: Array.from({ length: row.image_count }, (_, i) => `/media/toys/${row.image_seed}/${i}.svg`),
      ...(card.price !== undefined ? { price: card.price, currency: card.currency } : {}),
      ...(card.displayNumber ? { displayNumber: card.displayNumber } : {}),
      startOrderNum: row.start_order_num, categoryNumber: row.category_number,
      packing: { key: row.packing_method, names: row.packing_names ?? {} }, pa_nu: row.pa_nu, in_en: row.in_en, ou_lo: row.ou_lo,
      productSize: size(row.pr_le, row.pr_wi, row.pr_hi), innerBoxSize: size(row.in_le, row.in_wi, row.in_hi), outerBoxSize: size(row.ou_le, row.ou_wi, row.ou_hi),
      bulk_stere: Number(row.bulk_stere), bulk_feet: Number(row.bulk_feet), gr_we: Number(row.gr_we), ne_we: Number(row.ne_we),
      stock: row.spot_goods_count, certificates: row.certificates ? row.certificates.split(',') : [], licenceStatus: row.licence_status,
      listedAt: isoDate(row.listed_at).slice(0, 10), updatedAt: isoDate(row.updated_at),
      has3d: row.has_3d, hasVideo: row.has_video, isBuild: row.is_build, isCollected,
    },
  };
}

export async function packMethods(db: Queryable, session: Session | undefined) {
  await shareOfSession(db, session);
  const items = await db.query<{ key: string; names: Record<string, string> }>('SELECT key, names FROM packing_methods WHERE company_id = $1 ORDER BY position', [session!.companyId]);
  return { items };
}
