// Product lists and categories for one share: only its supplier's products, only the fields its shareInfo allows.
import type { Queryable } from './db/database';
import type { CallTypes, ProductCard, ShareInfo } from '../schemas/api/types.gen';
import { activeShare, companyById, shareInfoOf } from './shares';
import { ShareError } from './messages';
import type { Session } from './sessions';
import { catalogueIndex } from './search/catalogueIndex';
import { productMedia } from './seed/demoMedia';
import { findProducts } from './search/findProducts';
import { KEYWORD_MAX_LENGTH, PRICE_MAX, SIZE_MAX_CM, searchProblems, type SearchProblem } from '../protocol/productSearch';

type ListRequest = CallTypes['GetProductList']['request'];

export async function shareOfSession(db: Queryable, session: Session | undefined): Promise<ShareInfo> {
  if (!session?.shareId) throw new ShareError(401, 'Please sign in to this share first.');
  const share = await activeShare(db, { id: session.shareId });
  if (!share) throw new ShareError(410);
  return shareInfoOf(share, await companyById(db, share.company_id));
}

/** The columns productCard() reads, for every query that lists product cards. */
export const CARD_COLUMNS = `p.product_number, p.name, p.ename, p.lang_list, p.image_seed, p.price, p.start_order_num, p.commodity_number,
  p.out_factory_number, p.is_new, p.is_hot, p.has_3d, p.has_video, p.spot_goods_count, p.is_build, p.currency,
  p.ou_lo, p.ou_le, p.ou_wi, p.ou_hi, p.bulk_stere, p.gr_we`;

interface ProductRow {
  product_number: string; name: string; ename: string; lang_list: { type: number; [field: string]: unknown }[]; image_seed: number;
  price: string; start_order_num: number; commodity_number: string; out_factory_number: string; is_new: boolean; is_hot: boolean;
  has_3d: boolean; has_video: boolean; spot_goods_count: number; is_build: boolean; currency: string;
  ou_lo: number; ou_le: string; ou_wi: string; ou_hi: string; bulk_stere: string; gr_we: string;
}

/** Spec section 3: showNumber 1 commodity, 2 product, -1 none, otherwise factory number. */
function displayNumber(row: ProductRow, showNumber: number): string | undefined {
  if (showNumber === -1) return undefined;
  return showNumber === 1 ? row.commodity_number : showNumber === 2 ? row.product_number : row.out_factory_number;
}

const size = (l: string, w: string, h: string) => ({ length: Number(l), width: Number(w), height: Number(h) });

export function productCard(row: ProductRow, share: ShareInfo): ProductCard {
  const names = share.productSource === 1 ? ((row.lang_list.find((l) => l.type === 0) ?? {}) as Record<string, string>) : {};
  const { type: _type, ...localised } = names as Record<string, unknown>;
  const card: ProductCard = {
    productNumber: row.product_number, name: row.name, ename: row.ename, names: localised as Record<string, string>,
    imageUrl: `/media/toys/${row.image_seed}/0.svg`, startOrderNum: row.start_order_num,
    isNew: row.is_new, isHot: row.is_hot, has3d: row.has_3d, hasVideo: row.has_video, inStock: row.spot_goods_count > 0, isBuild: row.is_build,
    ou_lo: row.ou_lo, outerBoxSize: size(row.ou_le, row.ou_wi, row.ou_hi), bulk_stere: Number(row.bulk_stere), gr_we: Number(row.gr_we),
  };
  const number = displayNumber(row, share.showNumber);
  if (number) card.displayNumber = number;
  // Not just hidden in the UI: without isShowPrice the price never leaves the server.
  if (share.isShowPrice) Object.assign(card, { price: Number(row.price), currency: row.currency });
  return card;
}

/** English reasons for a refused search; the browser checks the same rules first and says them in the buyer's language. */
const SEARCH_PROBLEM_TEXT: Record<SearchProblem, string> = {
  keywordTooLong: `is longer than ${KEYWORD_MAX_LENGTH} characters`, textTooLong: 'is too long',
  priceOrder: 'Lowest price cannot be greater than highest price', priceRange: `must be a price from 0 to ${PRICE_MAX}`,
  sizeOrder: 'has a smallest size greater than its largest', sizeRange: `must be sizes from 0 to ${SIZE_MAX_CM} cm`,
  dateFormat: 'must be a date written YYYY-MM-DD', dateOrder: 'is before the start date',
};

export async function listProducts(db: Queryable, session: Session | undefined, request: ListRequest) {
  // The share check and the index's version check are independent round trips: run them together.
  const [share, index] = await Promise.all([shareOfSession(db, session), session ? catalogueIndex(db, session.companyId) : null]);
  const problems = Object.entries(searchProblems(request)) as [string, SearchProblem][];
  if (problems.length) {
    const [field, problem] = problems[0];
    throw new ShareError(400, problem === 'priceOrder' ? 'Lowest price cannot be greater than highest price.' : `The search field ${field} ${SEARCH_PROBLEM_TEXT[problem]}.`);
  }
  const { ids, totalCount } = findProducts(index!, request);
  if (!ids.length) return { items: [], totalCount };
  const rows = await db.query<ProductRow & { id: number }>(`SELECT p.id, ${CARD_COLUMNS} FROM products p WHERE p.id = ANY($1)`, [ids]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { items: ids.flatMap((id) => (byId.has(id) ? [productCard(byId.get(id)!, share)] : [])), totalCount };
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
  // Video clip and 3D model of the demo toy (by picture seed); only the detail needs them, so only it loads them.
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
      ...productMedia(row.image_seed, row.has_video, row.has_3d),
    },
  };
}

export async function packMethods(db: Queryable, session: Session | undefined) {
  await shareOfSession(db, session);
  const items = await db.query<{ key: string; names: Record<string, string> }>('SELECT key, names FROM packing_methods WHERE company_id = $1 ORDER BY position', [session!.companyId]);
  return { items };
}
