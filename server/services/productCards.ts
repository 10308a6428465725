// The product card every list shows (catalogue, favourites, history): one SQL column list and one mapping, in a
// file of their own so the catalogue and the visitor lists both use it without importing each other.
import type { ProductCard, ShareInfo } from '../../schemas/api/types.gen';
import { MEDIA_COLUMN, pictureUrl } from './media';
import type { ProductColumns, WithMedia } from './productColumns';

/** The columns productCard() reads, for every query that lists product cards. */
export const CARD_COLUMNS = `p.product_number, p.name, p.ename, p.lang_list, p.image_seed, p.price, p.start_order_num, p.commodity_number,
  p.out_factory_number, p.is_new, p.is_hot, p.has_3d, p.has_video, p.spot_goods_count, p.is_build, p.currency,
  p.ou_lo, p.ou_le, p.ou_wi, p.ou_hi, p.bulk_stere, p.gr_we, ${MEDIA_COLUMN}`;

export type ProductRow = WithMedia &
  Pick<
    ProductColumns,
    | 'product_number'
    | 'name'
    | 'ename'
    | 'lang_list'
    | 'image_seed'
    | 'price'
    | 'start_order_num'
    | 'commodity_number'
    | 'out_factory_number'
    | 'is_new'
    | 'is_hot'
    | 'has_3d'
    | 'has_video'
    | 'spot_goods_count'
    | 'is_build'
    | 'currency'
    | 'ou_lo'
    | 'ou_le'
    | 'ou_wi'
    | 'ou_hi'
    | 'bulk_stere'
    | 'gr_we'
  >;

/** Spec section 3: showNumber 1 commodity, 2 product, -1 none, otherwise factory number. */
function displayNumber(row: ProductRow, showNumber: number): string | undefined {
  if (showNumber === -1) return undefined;
  return showNumber === 1 ? row.commodity_number : showNumber === 2 ? row.product_number : row.out_factory_number;
}

export const size = (l: string, w: string, h: string) => ({ length: Number(l), width: Number(w), height: Number(h) });

/** The share's facts a card or detail reads (names' source, number shown, prices): answers kept in memory are keyed
 *  on these, not on the share, so an answer always matches the share facts the call was checked with (issue 30). */
export const shareViewKey = (share: ShareInfo) =>
  `${share.productSource}:${share.showNumber}:${share.isShowPrice ? 'priced' : 'unpriced'}`;

export function productCard(row: ProductRow, share: ShareInfo): ProductCard {
  const names =
    share.productSource === 1 ? ((row.lang_list.find((l) => l.type === 0) ?? {}) as Record<string, string>) : {};
  const { type: _type, ...localised } = names as Record<string, unknown>;
  const card: ProductCard = {
    productNumber: row.product_number,
    name: row.name,
    ename: row.ename,
    names: localised as Record<string, string>,
    imageUrl: pictureUrl(row, 0),
    startOrderNum: row.start_order_num,
    isNew: row.is_new,
    isHot: row.is_hot,
    has3d: row.has_3d,
    hasVideo: row.has_video,
    inStock: row.spot_goods_count > 0,
    isBuild: row.is_build,
    ou_lo: row.ou_lo,
    outerBoxSize: size(row.ou_le, row.ou_wi, row.ou_hi),
    bulk_stere: Number(row.bulk_stere),
    gr_we: Number(row.gr_we),
  };
  const number = displayNumber(row, share.showNumber);
  if (number) card.displayNumber = number;
  // Not just hidden in the UI: without isShowPrice the price never leaves the server.
  if (share.isShowPrice) Object.assign(card, { price: Number(row.price), currency: row.currency });
  return card;
}
