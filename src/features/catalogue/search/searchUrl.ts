// The product centre's search as it travels in the URL (so a search can be shared and survives reload) and as
// the ProductSearch the server receives. The router parses numbers and booleans out of the query string on its
// own, so every field is read defensively: a hand-edited link gives a search with problems, never a crash.
import {
  SIZE_FIELDS,
  TEXT_FIELDS,
  rangeFromUrl,
  rangeToUrl,
  type ProductSearch,
  type Sort,
} from '../../../../protocol/productSearch';
import { PRODUCT_PAGE_SIZE, type ProductListRequest } from '../api';

/** Every key the product centre keeps in its URL: the share id, the list's own settings, and each search field as
 *  the query string carries it (the router turns digits into numbers and true into a boolean on its own). */
export type CentreUrl = { id?: string; sort?: Sort; view?: 'thumbnail' | 'list'; advanced?: boolean } & {
  [F in keyof ProductSearch]?: string | number | boolean;
};
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() || undefined : typeof value === 'number' ? String(value) : undefined;
const number = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));

export function searchFromUrl(url: Record<string, unknown>): ProductSearch {
  const search: ProductSearch = {};
  for (const field of TEXT_FIELDS) {
    const value = text(url[field]);
    if (value !== undefined) search[field] = value;
  }
  const minPrice = number(url.minPrice);
  const maxPrice = number(url.maxPrice);
  if (minPrice !== undefined) search.minPrice = minPrice;
  if (maxPrice !== undefined) search.maxPrice = maxPrice;
  if (url.isUpInsetImg === true || url.isUpInsetImg === 'true' || url.isUpInsetImg === 1) search.isUpInsetImg = true;
  for (const field of SIZE_FIELDS) {
    const range = rangeFromUrl(url[field]);
    if (range) search[field] = range;
  }
  return search;
}

/** The list the centre asks for: its page and the boot's early start (src/app/earlyStart.ts) build it here, so
 *  both ask under the same query key. */
export const centreRequest = (
  area: NonNullable<ProductListRequest['area']>,
  url: CentreUrl,
  search: ProductSearch = searchFromUrl(url),
): ProductListRequest => ({ area, pageSize: PRODUCT_PAGE_SIZE, sort: url.sort ?? 'default', ...search });

/** The URL keys for a search; undefined removes a key. */
export function searchToUrl(search: ProductSearch): CentreUrl {
  const url: CentreUrl = {};
  for (const field of TEXT_FIELDS) url[field] = search[field] || undefined;
  url.minPrice = search.minPrice;
  url.maxPrice = search.maxPrice;
  url.isUpInsetImg = search.isUpInsetImg || undefined;
  for (const field of SIZE_FIELDS) url[field] = rangeToUrl(search[field]);
  return url;
}

/** How many fields of the advanced form are in use (for the button's badge). */
export function advancedFieldCount(search: ProductSearch): number {
  const simple = new Set(['keyword', 'minPrice', 'maxPrice', 'categoryNumber']);
  return Object.entries(search).filter(([key, value]) => !simple.has(key) && value !== undefined).length;
}
