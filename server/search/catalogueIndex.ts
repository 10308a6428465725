// Each app server keeps, per company, the on-shelf catalogue in columns (typed arrays) plus token dictionaries,
// and answers list and search queries from memory; PostgreSQL then only fetches the 30 cards of the page by id.
// A per-company version (migration 008, bumped by a trigger on any product or category write) is read on every
// query, so a server never answers from a stale copy even when other servers or the supplier changed the catalogue.
import type { Queryable } from '../db/database';
import { SIZE_FIELDS, type Sort } from '../../protocol/productSearch';
import { TokenIndex, tokensOf } from './tokenIndex';
import { UNKNOWN_LANGUAGE, WordIndex } from './wordIndex';
import { languageFields } from '../../protocol/languages';
import type { SynonymGroups } from './synonyms';
import { ATTRIBUTES_PER_PRODUCT, attributeKeysOf, type AttributeColumns } from './attributes';

export const FLAG = {
  new: 1,
  hot: 2,
  recommended: 4,
  threeD: 8,
  video: 16,
  build: 32,
  insetImage: 64,
  inStock: 128,
  certified: 256,
  offShelf: 512,
} as const;

export interface CatalogueIndex {
  version: string;
  count: number;
  ids: Int32Array;
  bySlotNumber: Map<string, number>;
  categoryId: Int32Array;
  price: Float64Array;
  listedDay: Int32Array;
  flags: Uint16Array;
  /** Nine sizes per slot in SIZE_FIELDS order (cm). */
  sizes: Float32Array;
  packing: string[];
  paNu: string[];
  factoryNumber: string[];
  labelNumber: string[];
  /** ",en71,ce," so a certificate is one includes(). */
  certificates: string[];
  /** Each product's attribute keys and the company's attribute dictionary (issue 28: attributes as search words). */
  attributes?: AttributeColumns;
  nameLower: string[];
  enameLower: string[];
  /** Literal lower-cased tokens of the names in every language (substring search, as before issue 16). */
  names: TokenIndex;
  /** Folded words of the names per language: exact, prefix, stem and typo lookups (issue 16). */
  words: WordIndex;
  numbers: TokenIndex;
  orders: Record<Sort, Int32Array>;
  /** The console's sorts beyond the buyer's (by number, name, MOQ; server/services/consoleCatalogue.ts), console index only. */
  extraOrders?: Record<string, Int32Array>;
  /** Category number → ids of that category and its children. */
  categoryTree: Map<string, { ids: Set<number>; isTop: boolean }>;
}

export const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / 86_400_000);

export interface Row {
  id: number;
  product_number: string;
  commodity_number: string;
  out_factory_number: string;
  category_id: number;
  name: string;
  ename: string;
  search_text: string;
  price: string;
  listed_at: Date | string;
  flags: number;
  sizes: string[];
  packing_method: string;
  pa_nu: string;
  label_number: string;
  certificates: string;
  /** lang_list's first item: the name in each language field. */
  names?: Record<string, unknown> | null;
  /** Console index only: the minimum order quantity. */
  start_order_num?: number;
  /** The attributes column ([{ name, value, n? }]), for attributes as search words (issue 28). */
  attributes?: unknown;
}

/** buyer: the on-shelf catalogue buyers search; console: every product but the deleted ones, off-shelf ones flagged. */
export type IndexScope = 'buyer' | 'console';

async function buildIndex(
  db: Queryable,
  companyId: number,
  version: string,
  scope: IndexScope = 'buyer',
): Promise<CatalogueIndex> {
  const rows = await db.query<Row>(
    `SELECT id, product_number, commodity_number, out_factory_number, category_id, name, ename, search_text, price, listed_at,
            (is_new::int * ${FLAG.new} + is_hot::int * ${FLAG.hot} + is_recommended::int * ${FLAG.recommended} + has_3d::int * ${FLAG.threeD}
             + has_video::int * ${FLAG.video} + is_build::int * ${FLAG.build} + has_inset_image::int * ${FLAG.insetImage}
             + (spot_goods_count > 0)::int * ${FLAG.inStock} + (certificates <> '')::int * ${FLAG.certified} + (status <> 0)::int * ${FLAG.offShelf}) AS flags,
            ARRAY[${SIZE_FIELDS.join(', ')}]::text[] AS sizes, packing_method, pa_nu, label_number, certificates,
            lang_list->0 AS names, attributes${scope === 'console' ? ', start_order_num' : ''}
       FROM products WHERE company_id = $1 AND ${scope === 'console' ? 'status <> 2' : 'status = 0'} ORDER BY id`,
    [companyId],
  );
  const categories = await db.query<Category>(
    'SELECT id, parent_id, category_number FROM categories WHERE company_id = $1',
    [companyId],
  );
  const terms = await db.query<{ key: string; names: Record<string, unknown> }>(
    'SELECT key, names FROM attribute_terms WHERE company_id = $1',
    [companyId],
  );
  const index = indexFromRows(rows, categories, version, new Map(terms.map((t) => [t.key, t.names])));
  if (scope === 'console') index.extraOrders = consoleOrders(rows);
  return index;
}

/** The console's extra sorts, ascending and descending, ties by id (rows come in id order). */
function consoleOrders(rows: Row[]): Record<string, Int32Array> {
  const slots = () => Int32Array.from({ length: rows.length }, (_, i) => i);
  const byText = (text: (row: Row) => string) => {
    const keys = rows.map(text);
    return slots().sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b));
  };
  const number = byText((r) => r.product_number.toLowerCase());
  const name = byText((r) => (r.name || r.ename).toLowerCase());
  const moq = slots().sort((a, b) => (rows[a].start_order_num ?? 0) - (rows[b].start_order_num ?? 0) || a - b);
  const reversed = (order: Int32Array) => order.slice().reverse();
  return {
    numberAsc: number,
    numberDesc: reversed(number),
    nameAsc: name,
    nameDesc: reversed(name),
    moqAsc: moq,
    moqDesc: reversed(moq),
  };
}

type Category = { id: number; parent_id: number | null; category_number: string };

/** The index of these on-shelf rows (in id order); a pure function, so tests can build small catalogues directly. */
export function indexFromRows(
  rows: Row[],
  categories: Category[],
  version: string,
  attributeTerms: Map<string, Record<string, unknown>> = new Map(),
): CatalogueIndex {
  const count = rows.length;
  const index: CatalogueIndex = {
    version,
    count,
    ids: new Int32Array(count),
    bySlotNumber: new Map(),
    categoryId: new Int32Array(count),
    price: new Float64Array(count),
    listedDay: new Int32Array(count),
    flags: new Uint16Array(count),
    sizes: new Float32Array(count * SIZE_FIELDS.length),
    packing: [],
    paNu: [],
    factoryNumber: [],
    labelNumber: [],
    certificates: [],
    nameLower: [],
    enameLower: [],
    names: undefined!,
    words: undefined!,
    numbers: undefined!,
    orders: undefined!,
    categoryTree: new Map(),
  };
  const numberTokens: string[][] = [];
  const nameText: string[] = [];
  rows.forEach((row, slot) => {
    index.ids[slot] = row.id;
    index.bySlotNumber.set(row.product_number, slot);
    index.categoryId[slot] = row.category_id;
    index.price[slot] = Number(row.price);
    index.listedDay[slot] = dayNumber(
      row.listed_at instanceof Date ? row.listed_at.toISOString() : String(row.listed_at),
    );
    index.flags[slot] = row.flags;
    row.sizes.forEach((value, i) => (index.sizes[slot * SIZE_FIELDS.length + i] = Number(value)));
    index.packing.push(row.packing_method);
    index.paNu.push(row.pa_nu);
    index.factoryNumber.push(row.out_factory_number.toLowerCase());
    index.labelNumber.push(row.label_number.toLowerCase());
    index.certificates.push(
      `,${row.certificates
        .toLowerCase()
        .split(',')
        .map((c) => c.trim())
        .join(',')},`,
    );
    index.nameLower.push(row.name.toLowerCase());
    index.enameLower.push(row.ename.toLowerCase());
    // search_text (migration 004) is the three numbers then the names in every language.
    const numbers = `${row.product_number} ${row.commodity_number} ${row.out_factory_number}`.toLowerCase();
    numberTokens.push(tokensOf(numbers));
    nameText.push(row.search_text.startsWith(numbers) ? row.search_text.slice(numbers.length) : row.search_text);
  });
  index.numbers = TokenIndex.build(count, (slot) => numberTokens[slot]);
  index.names = TokenIndex.build(count, (slot) => tokensOf(nameText[slot]));
  index.words = new WordIndex(count, (slot, add) => {
    const row = rows[slot];
    const names = row.names && typeof row.names === 'object' ? row.names : null;
    if (!names) return add(UNKNOWN_LANGUAGE, nameText[slot]);
    languageFields.forEach((field, bit) => {
      const text = field === 'name' ? row.name : field === 'ename' ? row.ename : names[field];
      if (typeof text === 'string') add(bit, text);
    });
  });
  index.orders = sortOrders(index);
  index.attributes = attributeColumns(rows, attributeTerms);

  const children = new Map<number, number[]>();
  for (const c of categories)
    if (c.parent_id !== null) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c.id]);
  for (const c of categories)
    index.categoryTree.set(c.category_number, {
      ids: new Set([c.id, ...(children.get(c.id) ?? [])]),
      isTop: c.parent_id === null,
    });
  return index;
}

/** Each product's attribute keys as ids into one small table. */
function attributeColumns(rows: Row[], terms: Map<string, Record<string, unknown>>): AttributeColumns {
  const keys: string[] = [];
  const idOf = new Map<string, number>();
  const ids = new Uint16Array(rows.length * ATTRIBUTES_PER_PRODUCT);
  rows.forEach((row, slot) =>
    attributeKeysOf(row.attributes).forEach((key, i) => {
      let id = idOf.get(key);
      if (id === undefined) {
        if (keys.length >= 0xfffe) return; // a Uint16 id each: a dictionary beyond that is not a product attribute
        idOf.set(key, (id = keys.push(key)));
      }
      ids[slot * ATTRIBUTES_PER_PRODUCT + i] = id;
    }),
  );
  return { keys, ids, terms };
}

function sortOrders(index: CatalogueIndex): Record<Sort, Int32Array> {
  const slots = () => Int32Array.from({ length: index.count }, (_, i) => i);
  const { flags, listedDay, price, ids } = index;
  const recommended = (s: number) => flags[s] & FLAG.recommended;
  return {
    default: slots().sort((a, b) => recommended(b) - recommended(a) || listedDay[b] - listedDay[a] || ids[a] - ids[b]),
    newest: slots().sort((a, b) => listedDay[b] - listedDay[a] || ids[a] - ids[b]),
    priceAsc: slots().sort((a, b) => price[a] - price[b] || ids[a] - ids[b]),
    priceDesc: slots().sort((a, b) => price[b] - price[a] || ids[a] - ids[b]),
  };
}

// Keyed by database too, so tests and benches that open several databases in one process never share an index.
interface CacheEntry {
  version: string;
  index: Promise<CatalogueIndex>;
  usedAt: number;
  synonymsVersion: string;
  synonyms: Promise<SynonymGroups | undefined>;
}
const cache = new WeakMap<Queryable, Map<number, CacheEntry>>();
const IDLE_MS = 30 * 60_000;

/** What a company's searches run on: its product index and its own synonym groups (undefined: none saved). */
export interface CompanySearch {
  index: CatalogueIndex;
  synonyms: SynonymGroups | undefined;
}

async function loadSynonyms(db: Queryable, companyId: number): Promise<SynonymGroups | undefined> {
  const [row] = await db.query<{ groups: string[][] }>('SELECT groups FROM search_synonyms WHERE company_id = $1', [
    companyId,
  ]);
  return row?.groups.length ? row.groups : undefined;
}

/** The company's index and synonyms, each reloaded when its version moved (one query reads both versions); queries
 * during a rebuild wait for it. A synonym edit reloads the list only, never the index. */
export async function companySearch(db: Queryable, companyId: number): Promise<CompanySearch> {
  const [row] = await db.query<{ version: string; synonyms: string }>(
    'SELECT version::text AS version, synonyms_version::text AS synonyms FROM catalogue_versions WHERE company_id = $1',
    [companyId],
  );
  const version = row?.version ?? '0';
  const synonymsVersion = row?.synonyms ?? '0';
  let byCompany = cache.get(db);
  if (!byCompany) cache.set(db, (byCompany = new Map()));
  const now = Date.now();
  for (const [id, entry] of byCompany) if (now - entry.usedAt > IDLE_MS) byCompany.delete(id);
  let entry = byCompany.get(companyId);
  // A failed load is forgotten, so the next query tries again.
  const forgetOnFailure = (made: CacheEntry, promise: Promise<unknown>) =>
    promise.catch(() => byCompany.get(companyId) === made && byCompany.delete(companyId));
  if (!entry || entry.version !== version) {
    const keep = entry?.synonymsVersion === synonymsVersion;
    entry = {
      version,
      index: buildIndex(db, companyId, version),
      usedAt: now,
      synonymsVersion,
      synonyms: keep ? entry!.synonyms : loadSynonyms(db, companyId),
    };
    byCompany.set(companyId, entry);
    forgetOnFailure(entry, entry.index);
    if (!keep) forgetOnFailure(entry, entry.synonyms);
  } else if (entry.synonymsVersion !== synonymsVersion) {
    entry.synonymsVersion = synonymsVersion;
    entry.synonyms = loadSynonyms(db, companyId);
    forgetOnFailure(entry, entry.synonyms);
  }
  entry.usedAt = now;
  const [index, synonyms] = await Promise.all([entry.index, entry.synonyms]);
  return { index, synonyms };
}

/** The company's product index (see companySearch). */
export const catalogueIndex = async (db: Queryable, companyId: number): Promise<CatalogueIndex> =>
  (await companySearch(db, companyId)).index;

// The console's own copy (every product but the deleted): built only when staff open the Catalogue room, refreshed by
// the same catalogue version as the buyers' copy.
const consoleCache = new WeakMap<Queryable, Map<number, { version: string; index: Promise<CatalogueIndex> }>>();

/** The company's console index (every product but the deleted ones) and its synonyms, current as companySearch's. */
export async function consoleSearch(db: Queryable, companyId: number): Promise<CompanySearch> {
  const { index: buyerIndex, synonyms } = await companySearch(db, companyId);
  let byCompany = consoleCache.get(db);
  if (!byCompany) consoleCache.set(db, (byCompany = new Map()));
  let entry = byCompany.get(companyId);
  if (!entry || entry.version !== buyerIndex.version) {
    const made = { version: buyerIndex.version, index: buildIndex(db, companyId, buyerIndex.version, 'console') };
    byCompany.set(companyId, (entry = made));
    made.index.catch(() => byCompany.get(companyId) === made && byCompany.delete(companyId));
  }
  return { index: await entry.index, synonyms };
}

/** Builds the index of every company that has products, one after another. */
export async function warmCatalogueIndexes(db: Queryable): Promise<void> {
  const companies = await db.query<{ company_id: number }>('SELECT DISTINCT company_id FROM products');
  for (const { company_id } of companies) await catalogueIndex(db, company_id);
}
