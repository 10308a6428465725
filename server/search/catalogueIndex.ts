// Each app server keeps, per company, the catalogue in columns (indexColumns.ts) and answers list and search queries
// from memory; PostgreSQL then only fetches the 30 cards of the page by id. A per-company version (migration 008,
// bumped by a trigger on any product or category write) is read on every query, so a server never answers from a
// stale copy even when other servers or the supplier changed the catalogue. Since issue 23 the trigger also logs which
// products each version changed (migration 020): a server behind by a few versions patches just those products
// (milliseconds) instead of rebuilding the index (seconds at 100,000 products).
import type { Queryable } from '../db/database';
import { companyVersions } from '../db/companyVersions';
import { SIZE_FIELDS } from '../../protocol/productSearch';
import { FLAG, indexFromRows, patchIndex, type CatalogueIndex, type Category, type Row } from './indexColumns';
import type { SynonymGroups } from './synonyms';
import { prepareSynonyms } from './synonymGroups';

export { FLAG, dayNumber, forEachLive, indexFromRows, liveCount, type CatalogueIndex, type Row } from './indexColumns';

/** buyer: the on-shelf catalogue buyers search; console: every product but the deleted ones, off-shelf ones flagged. */
export type IndexScope = 'buyer' | 'console';

// Descriptions (issue 28) are kilobytes per product in 16 languages, and catalogues write them from templates: loaded
// with every row they cost more than the rest of the build (the demo's 100,000 products: 230 MB of text for 72
// distinct descriptions). So each row carries a 64-bit hash of its description (computed on the stored jsonb, no text
// conversion) and only the first row of each hash carries the texts; the other rows share that row's objects. Names
// come as JSON text, parsed once per distinct text, so rows with the same names share one object too (wordIndex.ts
// then folds them once). One statement, so one snapshot.
const DESCRIPTION_KEY = `jsonb_hash_extended(coalesce(lang_list->1, 'null'), hashtextextended(content, hashtextextended(en_content, 0)))`;

type LoadedRow = Omit<Row, 'names' | 'content' | 'en_content'> & {
  names: string | null;
  description_key: string;
  content: string | null;
  en_content: string | null;
};

async function loadRows(db: Queryable, companyId: number, scope: IndexScope, ids?: number[]): Promise<Row[]> {
  const where = `company_id = $1 AND ${scope === 'console' ? 'status <> 2' : 'status = 0'} ${ids ? 'AND id = ANY($2::int[])' : ''}`;
  const loaded = await db.query<LoadedRow>(
    `SELECT id, product_number, commodity_number, out_factory_number, category_id, name, ename, search_text, price, listed_at,
            (is_new::int * ${FLAG.new} + is_hot::int * ${FLAG.hot} + is_recommended::int * ${FLAG.recommended} + has_3d::int * ${FLAG.threeD}
             + has_video::int * ${FLAG.video} + is_build::int * ${FLAG.build} + has_inset_image::int * ${FLAG.insetImage}
             + (spot_goods_count > 0)::int * ${FLAG.inStock} + (certificates <> '')::int * ${FLAG.certified} + (status <> 0)::int * ${FLAG.offShelf}) AS flags,
            ARRAY[${SIZE_FIELDS.join(', ')}]::text[] AS sizes, packing_method, pa_nu, label_number, certificates, barcodes,
            (lang_list->0)::text AS names, ${DESCRIPTION_KEY}::text AS description_key,
            CASE WHEN first.id IS NULL THEN NULL ELSE lang_list->1 END AS descriptions,
            CASE WHEN first.id IS NULL THEN NULL ELSE content END AS content,
            CASE WHEN first.id IS NULL THEN NULL ELSE en_content END AS en_content,
            attributes${scope === 'console' ? ', start_order_num' : ''}
       FROM products
       LEFT JOIN (SELECT min(id) AS id FROM products WHERE ${where} GROUP BY ${DESCRIPTION_KEY}) first USING (id)
      WHERE ${where} ORDER BY id`,
    ids ? [companyId, ids] : [companyId],
  );
  const described = new Map<string, LoadedRow>();
  for (const row of loaded) if (row.content !== null) described.set(row.description_key, row);
  const parsedNames = new Map<string, Row['names']>();
  // Rewritten in place (a copy of 100,000 rows costs): names parsed, description fields shared with the first row.
  for (const row of loaded as unknown as (Row & { description_key: string })[]) {
    const json = row.names as unknown as string | null;
    let names = json === null ? null : parsedNames.get(json);
    if (names === undefined) parsedNames.set(json!, (names = JSON.parse(json!) as Row['names']));
    row.names = names;
    const first = described.get(row.description_key)!;
    row.descriptions = first.descriptions;
    row.content = first.content!;
    row.en_content = first.en_content!;
  }
  return loaded as unknown as Row[];
}

const loadCategories = (db: Queryable, companyId: number) =>
  db.query<Category>('SELECT id, parent_id, category_number FROM categories WHERE company_id = $1', [companyId]);

/** The company's attribute dictionary (attributes as search words, issue 28): key → names per language field. */
const loadAttributeTerms = async (db: Queryable, companyId: number) =>
  new Map(
    (
      await db.query<{ key: string; names: Record<string, unknown> }>(
        'SELECT key, names FROM attribute_terms WHERE company_id = $1',
        [companyId],
      )
    ).map((t) => [t.key, t.names]),
  );

async function buildIndex(db: Queryable, companyId: number, version: string, scope: IndexScope) {
  const [rows, categories, terms] = await Promise.all([
    loadRows(db, companyId, scope),
    loadCategories(db, companyId),
    loadAttributeTerms(db, companyId),
  ]);
  return indexFromRows(rows, categories, version, scope === 'console', terms);
}

/** More changed products than this in one step: rebuilding costs less than patching. */
const PATCH_LIMIT = (count: number) => Math.max(20_000, count / 2);
/** More changed products than this in one step (an import's second of rows, a bulk action on many): a keyword search
 *  may answer from the index before while the new one is made, rather than wait ~100-250 ms for it (issue 23:
 *  "without blocking searches"). Fewer (an edit): every search waits, so an edit is in the next search. */
const LAG_PRODUCTS = 100;

/** The index moved from old's version to version: patched from the change log when it holds every version between,
 * rebuilt otherwise (log pruned, a version moved by hand, or most of the catalogue changed). */
async function refreshIndex(
  db: Queryable,
  companyId: number,
  scope: IndexScope,
  old: CatalogueIndex,
  version: string,
  many: () => void = () => undefined,
): Promise<CatalogueIndex> {
  const steps = Number(version) - Number(old.version);
  if (steps <= 0) return buildIndex(db, companyId, version, scope);
  const changes = await db.query<{ product_ids: number[] | null }>(
    'SELECT product_ids FROM catalogue_changes WHERE company_id = $1 AND version > $2 AND version <= $3',
    [companyId, old.version, version],
  );
  if (changes.length !== steps) {
    many();
    return buildIndex(db, companyId, version, scope);
  }
  const ids = new Set<number>();
  let categoriesChanged = false;
  for (const { product_ids } of changes)
    if (product_ids) for (const id of product_ids) ids.add(id);
    else categoriesChanged = true;
  if (ids.size > LAG_PRODUCTS) many();
  if (ids.size > PATCH_LIMIT(old.count)) return buildIndex(db, companyId, version, scope);
  const [rows, categories] = await Promise.all([
    ids.size ? loadRows(db, companyId, scope, [...ids]) : [],
    categoriesChanged ? loadCategories(db, companyId) : null,
  ]);
  return linked(patchIndex(old, rows, ids, categories, version), old, ids);
}

/** A patched (or compacted) index's predecessor and the products whose rows changed between them: what was read for
 *  the predecessor about any other product still holds (services/catalogue.ts keeps card rows across patches, so a
 *  search during an import needs no card query for products it already showed). Weak: no chain of old indexes kept. */
const predecessors = new WeakMap<CatalogueIndex, { from: WeakRef<CatalogueIndex>; changed: ReadonlySet<number> }>();
function linked(index: CatalogueIndex, from: CatalogueIndex, changed: ReadonlySet<number>) {
  predecessors.set(index, { from: new WeakRef(from), changed });
  return index;
}
export const predecessorOf = (index: CatalogueIndex) => predecessors.get(index);

/** The site version (db/companyVersions.ts) last read with this index: card rows hold pictures, whose order moves only
 *  the site version, so rows kept per index are kept per site version too. */
const siteVersions = new WeakMap<CatalogueIndex, string>();
export const siteVersionOf = (index: CatalogueIndex) => siteVersions.get(index);

/** Given-up slots worth a rebuild (memory, and scans of dead slots); the patched index answers meanwhile. */
const needsCompaction = (index: CatalogueIndex) => index.gone > 1000 && index.gone > index.count / 4;

interface IndexEntry {
  version: string;
  index: Promise<CatalogueIndex>;
  compacting: boolean;
  /** The index once made. */
  done?: CatalogueIndex;
  /** The latest index made before this one, for searches that may lag (`mayLag`), once this one turned out to change
   *  many products (LAG_PRODUCTS) or to need a rebuild; settled with this one's index when it is made. */
  lagging: Promise<CatalogueIndex>;
}

/** The scope's index at this version: the cached one, patched (or rebuilt) when the version moved. Patches chain on
 * the entry's promise, so concurrent queries share one refresh and never see versions go back — except a query that
 * may lag, which gets the index before while a change of many products is made (it waits for the few milliseconds
 * the change log takes to read, then for nothing). */
function indexAt(
  entries: Map<string, IndexEntry>,
  db: Queryable,
  companyId: number,
  scope: IndexScope,
  version: string,
  mayLag = false,
): Promise<CatalogueIndex> {
  const key = `${companyId}:${scope}`;
  const entry = entries.get(key);
  const answer = (e: IndexEntry) => (mayLag && !e.done ? Promise.race([e.index, e.lagging]) : e.index);
  if (entry && entry.version === version) return answer(entry);
  let lag!: (index: CatalogueIndex | Promise<CatalogueIndex>) => void;
  const lagging = new Promise<CatalogueIndex>((resolve) => (lag = resolve));
  const made: IndexEntry = entry
    ? {
        version,
        compacting: false,
        lagging,
        index: entry.index.then(
          (old) => refreshIndex(db, companyId, scope, old, version, () => lag(old)),
          () => buildIndex(db, companyId, version, scope),
        ),
      }
    : { version, compacting: false, lagging, index: buildIndex(db, companyId, version, scope) };
  entries.set(key, made);
  made.index.then(
    (index) => {
      made.done = index;
      // Settled with the new index in any case, so no search waits on it longer than on the index itself.
      lag(index);
      if (!needsCompaction(index) || made.compacting) return;
      made.compacting = true;
      buildIndex(db, companyId, version, scope).then(
        (fresh) => {
          if (entries.get(key) !== made) return;
          made.done = linked(fresh, index, new Set());
          made.index = Promise.resolve(made.done);
        },
        () => undefined,
      );
    },
    // A failed load is forgotten, so the next query tries again.
    () => entries.get(key) === made && entries.delete(key),
  );
  return answer(made);
}

// Keyed by database too, so tests and benches that open several databases in one process never share an index.
interface CacheEntry {
  usedAt: number;
  synonymsVersion: string;
  synonyms: Promise<SynonymGroups | undefined>;
}
const cache = new WeakMap<Queryable, Map<number, CacheEntry>>();
const indexes = new WeakMap<Queryable, Map<string, IndexEntry>>();
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

/** The company's index (buyer or console scope) and synonyms, current with the version read now: the index patched
 * or rebuilt when the version moved (queries wait for that), the synonyms reloaded when theirs moved. */
async function searchAt(db: Queryable, companyId: number, scope: IndexScope, mayLag = false): Promise<CompanySearch> {
  const { catalogue: version, synonyms: synonymsVersion, site } = await companyVersions(db, companyId);
  let byCompany = cache.get(db);
  if (!byCompany) cache.set(db, (byCompany = new Map()));
  let entries = indexes.get(db);
  if (!entries) indexes.set(db, (entries = new Map()));
  const now = Date.now();
  for (const [id, entry] of byCompany)
    if (now - entry.usedAt > IDLE_MS) {
      byCompany.delete(id);
      entries.delete(`${id}:buyer`);
      entries.delete(`${id}:console`);
    }
  let entry = byCompany.get(companyId);
  if (!entry || entry.synonymsVersion !== synonymsVersion) {
    const made: CacheEntry = { usedAt: now, synonymsVersion, synonyms: loadSynonyms(db, companyId) };
    byCompany.set(companyId, (entry = made));
    made.synonyms.catch(() => byCompany.get(companyId) === made && byCompany.delete(companyId));
  }
  entry.usedAt = now;
  const [index, synonyms] = await Promise.all([
    indexAt(entries, db, companyId, scope, version, mayLag),
    entry.synonyms,
  ]);
  siteVersions.set(index, site);
  return { index, synonyms };
}

/** The company's on-shelf index and its synonyms. `mayLag`: while a change of many products is being made into the
 *  index, the index before it will do (a buyer's keyword search; never an answer kept per version). */
export const companySearch = (db: Queryable, companyId: number, options: { mayLag?: boolean } = {}) =>
  searchAt(db, companyId, 'buyer', options.mayLag);

/** The company's product index (see companySearch). */
export const catalogueIndex = async (db: Queryable, companyId: number): Promise<CatalogueIndex> =>
  (await companySearch(db, companyId)).index;

/** The console's own index (every product but the deleted ones), built only when staff open the Catalogue room. */
export const consoleSearch = (db: Queryable, companyId: number) => searchAt(db, companyId, 'console');

/** Builds the index of every company that has products, one after another, and works out their synonym sets. */
export async function warmCatalogueIndexes(db: Queryable): Promise<void> {
  const companies = await db.query<{ company_id: number }>('SELECT DISTINCT company_id FROM products');
  for (const { company_id } of companies) prepareSynonyms((await companySearch(db, company_id)).synonyms);
}
