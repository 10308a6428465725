// The console's product list (issue 23): the buyer's search over the console index (off the shelf too), with the
// console's own sorts and filters, then one query for the page's rows.
import type { Queryable } from '../db/database';
import { versionedAnswer } from './versionedAnswers';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Staff } from './buyer';
import { pictureUrl, type UploadedMedia } from './media';
import { FLAG, consoleSearch, liveCount } from '../search/catalogueIndex';
import { findProducts } from '../search/findProducts';
import { namesOf } from './consoleProductRows';
import type { ProductColumns } from './productColumns';

type Calls = CallTypes;

// The list shows one picture: the first upload is enough to name it (media.ts's rule: uploads win; a product whose
// only upload is a video shows no picture). MEDIA_COLUMN's whole gallery per row was most of the embedded database's
// time for a page of 100 (docs/decisions.md); names travel as text, parsed here rather than by the database driver.
const FIRST_MEDIA = `(SELECT m.store_key FROM product_media m WHERE m.product_id = p.id AND m.kind IN ('picture', 'video')
  ORDER BY m.kind = 'video', m.position, m.id LIMIT 1) AS first_media`;
const mediaOf = (key: string | null): UploadedMedia | null =>
  !key ? null : /\.(webm|mp4)$/.test(key) ? { p: [], v: { k: key, poster: null } } : { p: [key] };
type FlagName = Calls['ConsoleProductList']['response']['items'][number]['flags'][number];

const FLAG_OF: Record<FlagName, number> = {
  new: FLAG.new,
  hot: FLAG.hot,
  recommended: FLAG.recommended,
  inStock: FLAG.inStock,
  certified: FLAG.certified,
};
const BUYER_SORTS = new Set(['default', 'newest', 'priceAsc', 'priceDesc']);

/** A page is kept per catalogue and site version (services/versionedAnswers.ts): every write to a product, its
 *  category or its pictures moves one of them, so staff going back and forth between the list and the editor, or
 *  several staff on one page, do not read the same 100 rows again (most of a page's time on the embedded database).
 *  Only pages without a keyword (the list as opened, filtered, sorted, paged). */
export async function listProducts(
  db: Queryable,
  staff: Staff,
  body: Calls['ConsoleProductList']['request'],
): Promise<Calls['ConsoleProductList']['response']> {
  // A keyword's pages are not kept: staff typing would crowd the company's kept answers (the buyers' too) with pages
  // asked once, and a keyword's matches also follow the synonyms, which no version here stamps.
  if (body.keyword?.trim()) return readPage(db, staff, body);
  return versionedAnswer(db, staff.companyId, `consoleList:${JSON.stringify(body)}`, () => readPage(db, staff, body));
}

async function readPage(
  db: Queryable,
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
    ? await db.query<
        Pick<
          ProductColumns,
          | 'id'
          | 'product_number'
          | 'name'
          | 'ename'
          | 'image_seed'
          | 'image_count'
          | 'price'
          | 'currency'
          | 'start_order_num'
          | 'is_new'
          | 'is_hot'
          | 'is_recommended'
          | 'spot_goods_count'
          | 'certificates'
          | 'status'
          | 'version'
        > & { category_number: string; names: string | null; first_media: string | null }
      >(
        `SELECT p.id, p.product_number, p.name, p.ename, p.image_seed, p.image_count, p.price, p.currency, p.start_order_num, c.category_number, (p.lang_list->0)::text AS names, ${FIRST_MEDIA},
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
        names: namesOf(r.names ? (JSON.parse(r.names) as Record<string, unknown>) : null, r.name, r.ename),
        imageUrl:
          r.image_count || r.first_media
            ? pictureUrl({ image_seed: r.image_seed, media: mediaOf(r.first_media) }, 0)
            : '',
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
}
