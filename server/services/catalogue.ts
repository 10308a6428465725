// Product lists and categories for one share: only its supplier's products, only the fields its shareInfo allows.
import type { Queryable } from '../db/database';
import type { CallTypes, ProductCard, ShareInfo } from '../../schemas/api/types.gen';
import { noSuchProduct, ShareError } from './messages';
import type { Buyer } from './buyer';
import { companySearch, predecessorOf, siteVersionOf, type CatalogueIndex } from '../search/catalogueIndex';
import { findProducts, type FoundProducts } from '../search/findProducts';
import { CARD_COLUMNS, productCard, shareViewKey, size, type ProductRow } from './productCards';
import type { ProductColumns } from './productColumns';
import { keep, versionedAnswer } from './versionedAnswers';
import { MEDIA_COLUMN, MEDIA_SQL, mediaExtras, pictureUrl, pictureUrls, type MediaRef } from './media';
import type { VisitorLists } from './visitorLists';
import {
  KEYWORD_MAX_LENGTH,
  PRICE_MAX,
  SIZE_MAX_CM,
  searchProblems,
  type SearchProblem,
} from '../../protocol/productSearch';

type ListRequest = CallTypes['GetProductList']['request'];

/** What the answer says about the keyword's words (issue 28): the optional fields, present only when they say something. */
export const phraseNotes = (found: FoundProducts) => ({
  ...(found.unmatchedWords?.length ? { unmatchedWords: found.unmatchedWords } : {}),
  ...(found.stopWordsOnly ? { stopWordsOnly: true } : {}),
});

/** English reasons for a refused search; the browser checks the same rules first and says them in the buyer's language. */
const SEARCH_PROBLEM_TEXT: Record<SearchProblem, string> = {
  keywordTooLong: `is longer than ${KEYWORD_MAX_LENGTH} characters`,
  textTooLong: 'is too long',
  priceOrder: 'Lowest price cannot be greater than highest price',
  priceRange: `must be a price from 0 to ${PRICE_MAX}`,
  sizeOrder: 'has a smallest size greater than its largest',
  sizeRange: `must be sizes from 0 to ${SIZE_MAX_CM} cm`,
  dateFormat: 'must be a date written YYYY-MM-DD',
  dateOrder: 'is before the start date',
};

export async function listProducts(db: Queryable, buyer: Buyer, request: ListRequest) {
  // A first page is kept per version (versionedAnswers.ts): it waits for the index of that version. Any other search
  // may be answered from the index before while an import's rows or a bulk change are being made into it.
  const first = firstPageKey(buyer, request);
  const search = await companySearch(db, buyer.companyId, { mayLag: !first });
  const problems = Object.entries(searchProblems(request)) as [string, SearchProblem][];
  if (problems.length) {
    const [field, problem] = problems[0];
    throw new ShareError(
      400,
      problem === 'priceOrder'
        ? 'Lowest price cannot be greater than highest price.'
        : `The search field ${field} ${SEARCH_PROBLEM_TEXT[problem]}.`,
    );
  }
  const answer = async () => {
    const found = findProducts(search.index, request, { synonyms: search.synonyms });
    return {
      items: await cardsOfIds(db, found.ids, buyer.share, search.index),
      totalCount: found.totalCount,
      ...phraseNotes(found),
    };
  };
  return first ? versionedAnswer(db, buyer.companyId, first, answer) : answer();
}

const FIRST_PAGE_FIELDS = new Set(['pageIndex', 'pageSize', 'sort', 'area', 'categoryNumber']);
/** A first page without a keyword or filter (an area, a category, the shop's front in an order): what every buyer of
 *  the share opens first, and the same for all of them until the catalogue or site moves (issue 30). */
function firstPageKey(buyer: Buyer, request: ListRequest) {
  if (request.pageIndex !== 1 || !Object.keys(request).every((field) => FIRST_PAGE_FIELDS.has(field))) return;
  return `list:${shareViewKey(buyer.share)}:${request.pageSize}:${request.sort ?? ''}:${request.area ?? ''}:${request.categoryNumber ?? ''}`;
}

// Card rows of products the index chose, per index and site version: a product write makes a new index (catalogue
// version), a picture reorder moves only the site version, so a kept row is never stale. Buyers see the same first
// cards over and over (suggestions, first pages). A patched index starts with its predecessor's rows but the changed
// products' (issue 23: an import patches once a second, and a search meanwhile then needs no card query for cards
// already shown).
const CACHED_CARD_ROWS = 3000;
const cardRows = new WeakMap<
  CatalogueIndex,
  { site: string | undefined; rows: Map<number, ProductRow & { id: number }> }
>();

function keptRows(index: CatalogueIndex) {
  const site = siteVersionOf(index);
  const kept = cardRows.get(index);
  if (kept && kept.site === site) return kept.rows;
  const link = predecessorOf(index);
  const from = link?.from.deref();
  const before = from && cardRows.get(from);
  const rows = new Map<number, ProductRow & { id: number }>();
  if (link && before && before.site === site)
    for (const [id, row] of before.rows) if (!link.changed.has(id)) rows.set(id, row);
  cardRows.set(index, { site, rows });
  return rows;
}

// The cards made of those rows, per share view (a card depends only on its row and the share's view facts), kept
// like versioned answers: a keyword page of kept cards is written from their templates (http/answerJson.ts), not
// copied and serialised card by card on every search (issue 30). Kept per site version like the rows.
const cards = new WeakMap<
  CatalogueIndex,
  { site: string | undefined; byView: Map<string, Map<number, ProductCard>> }
>();

function keptCard(index: CatalogueIndex, row: ProductRow & { id: number }, share: ShareInfo) {
  const site = siteVersionOf(index);
  let kept = cards.get(index);
  if (!kept || kept.site !== site) cards.set(index, (kept = { site, byView: new Map() }));
  const view = shareViewKey(share);
  let byId = kept.byView.get(view);
  if (!byId) kept.byView.set(view, (byId = new Map()));
  let card = byId.get(row.id);
  if (!card) {
    if (byId.size >= CACHED_CARD_ROWS) byId.delete(byId.keys().next().value!);
    byId.set(row.id, (card = productCard(row, share)));
    keep(card);
  }
  return card;
}

/** The cards of these product ids, in their order: the index chose them, the database fills them in (rows already
 * read for the same index are reused). */
export async function cardsOfIds(
  db: Queryable,
  ids: readonly number[],
  share: ShareInfo,
  index?: CatalogueIndex,
): Promise<ProductCard[]> {
  if (!ids.length) return [];
  const kept = index && keptRows(index);
  const missing = kept ? ids.filter((id) => !kept.has(id)) : ids;
  const byId = new Map<number, ProductRow & { id: number }>();
  if (missing.length) {
    const rows = await db.query<ProductRow & { id: number }>(
      `SELECT p.id, ${CARD_COLUMNS} FROM products p WHERE p.id = ANY($1)`,
      [missing],
    );
    for (const row of rows) {
      byId.set(row.id, row);
      if (kept) {
        if (kept.size >= CACHED_CARD_ROWS) kept.delete(kept.keys().next().value!);
        kept.set(row.id, row);
      }
    }
  }
  if (kept) for (const id of ids) if (!byId.has(id) && kept.has(id)) byId.set(id, kept.get(id)!);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [index ? keptCard(index, row, share) : productCard(row, share)];
  });
}

/** The share's category tree with each category's on-shelf product count and leading picture (its own products and
 *  its children's). Depends only on the catalogue and the company's logo: computed once per version
 *  (versionedAnswers.ts), in one pass over the products rather than two subqueries per category (issue 30). */
export function listCategories(db: Queryable, buyer: Buyer) {
  return versionedAnswer(db, buyer.companyId, 'categories', async () => {
    const rows = await db.query<{
      category_number: string;
      parent_number: string | null;
      names: Record<string, string>;
      picture: MediaRef | null;
      product_count: number;
      logo_url: string;
    }>(
      `WITH placed AS (
         SELECT p.id, p.is_hot, unnest(ARRAY[pc.id, pc.parent_id]) AS category_id
           FROM products p JOIN categories pc ON pc.id = p.category_id
          WHERE p.company_id = $1 AND p.status = 0),
       counted AS (SELECT category_id, count(*)::int AS n FROM placed WHERE category_id IS NOT NULL GROUP BY category_id),
       lead_product AS (SELECT DISTINCT ON (category_id) category_id, id FROM placed WHERE category_id IS NOT NULL
                    ORDER BY category_id, is_hot DESC, id)
       SELECT c.category_number, parent.category_number AS parent_number, c.names, co.logo_url,
              (SELECT jsonb_build_object('image_seed', p.image_seed, 'media', ${MEDIA_SQL}) FROM products p
                WHERE p.id = lead_product.id) AS picture,
              coalesce(counted.n, 0) AS product_count
         FROM categories c JOIN companies co ON co.id = c.company_id LEFT JOIN categories parent ON parent.id = c.parent_id
         LEFT JOIN counted ON counted.category_id = c.id LEFT JOIN lead_product ON lead_product.category_id = c.id
        WHERE c.company_id = $1 ORDER BY parent.position NULLS FIRST, c.position`,
      [buyer.companyId],
    );
    // A category shows its leading product's picture; an empty one (or one without pictures) the company logo.
    return {
      items: rows.map((r) => ({
        categoryNumber: r.category_number,
        parentNumber: r.parent_number,
        names: r.names,
        imageUrl: (r.picture && pictureUrl(r.picture, 0)) || r.logo_url,
        productCount: r.product_count,
      })),
    };
  });
}

type DetailRow = ProductRow &
  Pick<
    ProductColumns,
    | 'status'
    | 'content'
    | 'en_content'
    | 'image_count'
    | 'packing_method'
    | 'pa_nu'
    | 'in_en'
    | 'pr_le'
    | 'pr_wi'
    | 'pr_hi'
    | 'in_le'
    | 'in_wi'
    | 'in_hi'
    | 'bulk_feet'
    | 'ne_we'
    | 'certificates'
    | 'licence_status'
    | 'listed_at'
    | 'updated_at'
    | 'model'
    | 'tag'
  > & { category_number: string; packing_names: Record<string, string> | null };

const isoDate = (value: Date | string) => (value instanceof Date ? value.toISOString() : String(value));

/** A product of the share's supplier; off-shelf, deleted and expired products come back with their status. What it
 *  shows depends only on the catalogue, the site and the share's view facts: kept per version (versionedAnswers.ts);
 *  the visitor's own part (the view recorded, whether it is a favourite) is added per call. */
export async function productDetail(db: Queryable, buyer: Buyer, productNumber: string, lists: VisitorLists) {
  const { id, product } = await versionedAnswer(
    db,
    buyer.companyId,
    `detail:${shareViewKey(buyer.share)}:${productNumber}`,
    () => shareDetail(db, buyer, productNumber),
  );
  const isCollected = await lists.openedProduct(buyer, id);
  return { product: { ...product, isCollected } };
}

async function shareDetail(db: Queryable, buyer: Buyer, productNumber: string) {
  const { share } = buyer;
  const [row] = await db.query<DetailRow & { id: number }>(
    `SELECT p.*, c.category_number, pm.names AS packing_names, ${MEDIA_COLUMN}
       FROM products p JOIN categories c ON c.id = p.category_id
       LEFT JOIN packing_methods pm ON pm.company_id = p.company_id AND pm.key = p.packing_method
      WHERE p.company_id = $1 AND p.product_number = $2`,
    [buyer.companyId, productNumber],
  );
  if (!row) throw noSuchProduct();
  const card = productCard(row, share);
  const contents =
    share.productSource === 1 ? ((row.lang_list.find((l) => l.type === 1) ?? {}) as Record<string, unknown>) : {};
  const { type: _type, ...localisedContents } = contents;
  // Pictures, video clip and 3D model by picture key, named by the media provider (services/media.ts).
  return {
    id: row.id,
    product: {
      productNumber: row.product_number,
      status: row.status,
      name: row.name,
      ename: row.ename,
      names: card.names,
      contents: localisedContents as Record<string, string>,
      content: row.content,
      enContent: row.en_content,
      imageUrls: pictureUrls(row, row.image_count),
      ...(card.price !== undefined ? { price: card.price, currency: card.currency } : {}),
      ...(card.displayNumber ? { displayNumber: card.displayNumber } : {}),
      startOrderNum: row.start_order_num,
      categoryNumber: row.category_number,
      packing: { key: row.packing_method, names: row.packing_names ?? {} },
      pa_nu: row.pa_nu,
      in_en: row.in_en,
      ou_lo: row.ou_lo,
      productSize: size(row.pr_le, row.pr_wi, row.pr_hi),
      innerBoxSize: size(row.in_le, row.in_wi, row.in_hi),
      outerBoxSize: size(row.ou_le, row.ou_wi, row.ou_hi),
      bulk_stere: Number(row.bulk_stere),
      bulk_feet: Number(row.bulk_feet),
      gr_we: Number(row.gr_we),
      ne_we: Number(row.ne_we),
      // Spec section 3 fields the database keeps; each only when the supplier filled it in (issue 22).
      ...(row.model ? { model: row.model } : {}),
      ...(row.tag ? { tag: row.tag } : {}),
      stock: row.spot_goods_count,
      certificates: row.certificates ? row.certificates.split(',') : [],
      licenceStatus: row.licence_status,
      listedAt: isoDate(row.listed_at).slice(0, 10),
      updatedAt: isoDate(row.updated_at),
      has3d: row.has_3d,
      hasVideo: row.has_video,
      isBuild: row.is_build,
      ...mediaExtras(row, { video: row.has_video, model: row.has_3d }),
    },
  };
}

export async function packMethods(db: Queryable, buyer: Buyer) {
  const items = await db.query<{ key: string; names: Record<string, string> }>(
    'SELECT key, names FROM packing_methods WHERE company_id = $1 ORDER BY position',
    [buyer.companyId],
  );
  return { items };
}
