// The Catalogue room's state in the address (?q=…&category=…&shelf=…&flags=new,hot&sort=…, and ?product=… or
// ?product=new for the editor; ?view=categories&edit=… for the categories): a reload, a shared link and the back button come back to the same view. What a
// hand-typed address holds that the API would refuse is dropped here rather than sent.
import type { ListFilters } from './api';

export const FLAG_NAMES = ['new', 'hot', 'recommended', 'inStock', 'certified'] as const;
export type FlagName = (typeof FLAG_NAMES)[number];
export const SORTS = [
  'default',
  'newest',
  'priceAsc',
  'priceDesc',
  'numberAsc',
  'numberDesc',
  'nameAsc',
  'nameDesc',
  'moqAsc',
  'moqDesc',
] as const;
export type Sort = (typeof SORTS)[number];

export interface CatalogueSearch {
  q?: string;
  category?: string;
  shelf?: 'on' | 'off';
  flags: FlagName[];
  sort?: Sort;
  /** The product open in the editor; 'new' for a new one. */
  product?: string;
  /** The import from a spreadsheet is open (?import=excel; a bare 1 would be written as JSON, "1"). */
  import?: boolean;
  /** The categories tab (?view=categories), and the category open in its editor (?edit=C01, or new). */
  view?: 'categories';
  edit?: string;
}

const PRODUCT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,31}$/;
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);

export function catalogueSearchOf(search: Record<string, unknown>): CatalogueSearch {
  const q = text(search.q)?.trim().slice(0, 100);
  const category = text(search.category)?.slice(0, 32);
  const shelf = text(search.shelf);
  const sort = text(search.sort);
  const product = text(search.product);
  const edit = text(search.edit);
  const flags = (text(search.flags) ?? '')
    .split(',')
    .filter((f): f is FlagName => (FLAG_NAMES as readonly string[]).includes(f));
  return {
    ...(q ? { q } : {}),
    ...(category ? { category } : {}),
    ...(shelf === 'on' || shelf === 'off' ? { shelf } : {}),
    flags: [...new Set(flags)],
    ...(sort && (SORTS as readonly string[]).includes(sort) && sort !== 'default' ? { sort: sort as Sort } : {}),
    ...(product && (product === 'new' || PRODUCT_NUMBER.test(product)) ? { product } : {}),
    ...(text(search.import) === 'excel' ? { import: true } : {}),
    ...(text(search.view) === 'categories' ? { view: 'categories' as const } : {}),
    ...(edit && (edit === 'new' || PRODUCT_NUMBER.test(edit)) ? { edit } : {}),
  };
}

/** The address form: defaults left out, so the plain room is /console/catalogue. */
export function catalogueSearchToUrl(search: CatalogueSearch): Record<string, string> {
  const out: Record<string, string> = {};
  if (search.q) out.q = search.q;
  if (search.category) out.category = search.category;
  if (search.shelf) out.shelf = search.shelf;
  if (search.flags.length) out.flags = search.flags.join(',');
  if (search.sort) out.sort = search.sort;
  if (search.product) out.product = search.product;
  if (search.import) out.import = 'excel';
  if (search.view) out.view = search.view;
  if (search.edit) out.edit = search.edit;
  return out;
}

export const filtersOf = (s: CatalogueSearch): ListFilters => ({
  ...(s.q ? { keyword: s.q } : {}),
  ...(s.category ? { categoryNumber: s.category } : {}),
  ...(s.shelf ? { shelf: s.shelf } : {}),
  ...(s.flags.length ? { flags: s.flags } : {}),
  ...(s.sort ? { sort: s.sort } : {}),
});

export const hasFilters = (s: CatalogueSearch) => !!(s.q || s.category || s.shelf || s.flags.length);
