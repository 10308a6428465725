// The console's product list (issue 23): the buyer's search over the console index (off the shelf too), with the
// console's own sorts and filters, then one query for the page's rows.
import type { Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Staff } from './buyer';
import { MEDIA_COLUMN, pictureUrl, type UploadedMedia } from './media';
import { FLAG, consoleSearch, liveCount } from '../search/catalogueIndex';
import { findProducts } from '../search/findProducts';
import { namesOf } from './consoleProductRows';

type Calls = CallTypes;
type FlagName = Calls['ConsoleProductList']['response']['items'][number]['flags'][number];

const FLAG_OF: Record<FlagName, number> = {
  new: FLAG.new,
  hot: FLAG.hot,
  recommended: FLAG.recommended,
  inStock: FLAG.inStock,
  certified: FLAG.certified,
};
const BUYER_SORTS = new Set(['default', 'newest', 'priceAsc', 'priceDesc']);

export async function listProducts(
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
}
