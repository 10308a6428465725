// One page of a product list or search, answered from a company's CatalogueIndex: which product ids, in which
// order, and how many match in all. Words are matched and ranked by relevance.ts (issue 16).
import { SIZE_FIELDS, certificateList, type ProductSearch, type Sort } from '../../protocol/productSearch';
import { FLAG, dayNumber, type CatalogueIndex } from './catalogueIndex';
import { byName, slotOfNumber } from './indexColumns';
import { matchQuery, type MatchedTerm } from './relevance';
import type { SynonymGroups } from './synonyms';

/** Each area of spec section 2 as the flag its products carry (0: every on-shelf product). */
const AREA_FLAG: Record<string, number> = {
  home: 0,
  productCenter: 0,
  newProduct: FLAG.new,
  recommend: FLAG.recommended,
  recommendForYou: FLAG.recommended,
  hotSellingArea: FLAG.hot,
  spotProduct: FLAG.inStock,
  certifiedProducts: FLAG.certified,
  videoProducts: FLAG.video,
  threeDProduct: FLAG.threeD,
  customProduct: FLAG.build,
};

export interface ProductQuery extends ProductSearch {
  area?: string;
  sort?: Sort;
  productNumbers?: string[];
  pageIndex: number;
  pageSize: number;
  /** Flags (FLAG bits) every product must carry, and flags none may carry: the console's filters. */
  withFlags?: number;
  withoutFlags?: number;
  /** One of the index's extraOrders (the console's sorts); the buyer's `sort` otherwise. */
  order?: string;
}

const MAX_WORDS = 8;
const words = (text: string | undefined) =>
  (text ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);

type Check = (slot: number) => boolean;

/** The checks that do not involve words, cheapest first. */
function filterChecks(index: CatalogueIndex, query: ProductQuery): Check[] | null {
  const checks: Check[] = [];
  const { flags, price, listedDay, sizes, categoryId } = index;
  const required = (AREA_FLAG[query.area ?? 'productCenter'] ?? 0) | (query.isUpInsetImg ? FLAG.insetImage : 0);
  if (required) checks.push((s) => (flags[s] & required) === required);
  const withFlags = query.withFlags ?? 0;
  if (withFlags) checks.push((s) => (flags[s] & withFlags) === withFlags);
  const withoutFlags = query.withoutFlags ?? 0;
  if (withoutFlags) checks.push((s) => (flags[s] & withoutFlags) === 0);
  if (query.minPrice !== undefined) checks.push((s) => price[s] >= query.minPrice!);
  if (query.maxPrice !== undefined) checks.push((s) => price[s] <= query.maxPrice!);
  if (query.startTime) {
    const from = dayNumber(query.startTime);
    checks.push((s) => listedDay[s] >= from);
  }
  if (query.endTime) {
    const to = dayNumber(query.endTime);
    checks.push((s) => listedDay[s] <= to);
  }
  SIZE_FIELDS.forEach((field, i) => {
    const range = query[field];
    if (range?.min !== undefined) checks.push((s) => sizes[s * SIZE_FIELDS.length + i] >= range.min!);
    if (range?.max !== undefined) checks.push((s) => sizes[s * SIZE_FIELDS.length + i] <= range.max!);
  });
  for (const number of [query.categoryOne, query.categoryTwo, query.categoryNumber]) {
    if (!number) continue;
    const category = index.categoryTree.get(number);
    if (!category) return null; // a category this supplier does not have matches nothing
    checks.push((s) => category.ids.has(categoryId[s]));
  }
  if (query.ch_pa) checks.push((s) => index.packing[s] === query.ch_pa);
  if (query.pa_nu?.trim()) {
    const paNu = query.pa_nu.trim();
    checks.push((s) => index.paNu[s] === paNu);
  }
  const factory = query.fa_no?.trim().toLowerCase();
  if (factory) checks.push((s) => index.factoryNumber[s].includes(factory));
  const label = query.labelNumber?.trim().toLowerCase();
  if (label) checks.push((s) => index.labelNumber[s].includes(label));
  for (const certificate of certificateList(query.certificateNo))
    checks.push((s) => index.certificates[s].includes(`,${certificate},`));
  if (query.productNumbers?.length) {
    const wanted = new Set(query.productNumbers.map((n) => slotOfNumber(index, n)));
    checks.push((s) => wanted.has(s));
  }
  return checks;
}

export interface FindOptions {
  /** The company's own synonym groups, merged with the built-in toy vocabulary (services/searchSynonyms.ts). */
  synonyms?: SynonymGroups;
}

export interface FoundProducts {
  ids: number[];
  totalCount: number;
  /** Which dictionary words each query word matched (for highlighting; not part of the API answer). */
  matched: MatchedTerm[];
  /** Query words (as typed) the products found do not match: set when no product matches every word (issue 28). */
  unmatchedWords?: string[];
  /** The query held only stop words ("for the"): nothing is searched. */
  stopWordsOnly?: boolean;
}

// Rank keys: the tier (0 an exact product / commodity / factory number, 1 a Chinese or English name starting with the
// whole keyword, 2 the rest), then the sum of the words' match classes (relevance.ts). Ties keep the buyer's sort.
const CLASS_SPAN = 64;

/** Slots sorted by Chinese and by English name (lower case), so "names starting with the keyword" is a binary search
 * and a short walk instead of a test of every product. Made by the build and merged by patches (indexColumns.ts); an
 * index put together some other way gets them here. */
function namesSorted(index: CatalogueIndex) {
  if (!index.namesSorted) {
    const by = (names: string[]) => Int32Array.from({ length: index.count }, (_, i) => i).sort(byName(names));
    index.namesSorted = { zh: by(index.nameLower), en: by(index.enameLower) };
  }
  return index.namesSorted;
}

function markNamesStartingWith(sorted: Int32Array, names: string[], keyword: string, tier: Uint8Array) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (names[sorted[mid]] < keyword) low = mid + 1;
    else high = mid;
  }
  for (let i = low; i < sorted.length && names[sorted[i]].startsWith(keyword); i++) tier[sorted[i]] = 1;
}

/** Each slot's tier for this keyword (undefined: no keyword, every slot is tier 2). */
function tiersOf(index: CatalogueIndex, keyword: string | undefined): Uint8Array | undefined {
  if (!keyword) return undefined;
  const tier = new Uint8Array(index.count).fill(2);
  const { zh, en } = namesSorted(index);
  markNamesStartingWith(zh, index.nameLower, keyword, tier);
  markNamesStartingWith(en, index.enameLower, keyword, tier);
  for (const slot of index.numbers.exact(keyword)) tier[slot] = 0;
  return tier;
}

/** Work arrays of pass 1, reused: findProducts runs to the end without awaiting, so no two calls share them. */
let scratchSlots = new Int32Array(0);
let scratchKeys = new Uint8Array(0);
function scratch(count: number) {
  if (scratchSlots.length < count) {
    scratchSlots = new Int32Array(count);
    scratchKeys = new Uint8Array(count);
  }
  return { slots: scratchSlots, keys: scratchKeys };
}

// Answers already worked out, per index (so a catalogue change starts afresh) and query: the header's suggestions and
// the product centre ask the same few short keywords over and over as buyers type ("te", "ted", "sb").
const CACHED_ANSWERS = 512;
let answers = new WeakMap<CatalogueIndex, Map<string, FoundProducts>>();
const synonymListIds = new WeakMap<SynonymGroups, number>();
let nextSynonymListId = 1;
let caching = true;
/** Benches turn the answer cache off to measure the work itself; either way it starts empty. */
export function cacheFoundProducts(on: boolean) {
  caching = on;
  answers = new WeakMap();
}

/** One page of products for a query, best first. The answer is shared with later identical queries: read it only. */
export function findProducts(index: CatalogueIndex, query: ProductQuery, options: FindOptions = {}): FoundProducts {
  if (!caching) return rankProducts(index, query, options);
  let list = 0;
  if (options.synonyms) {
    list = synonymListIds.get(options.synonyms) ?? nextSynonymListId++;
    synonymListIds.set(options.synonyms, list);
  }
  const key = `${list}|${JSON.stringify(query)}`;
  let cache = answers.get(index);
  if (!cache) answers.set(index, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key); // most recently used last
    cache.set(key, hit);
    return hit;
  }
  const found = rankProducts(index, query, options);
  cache.set(key, found);
  if (cache.size > CACHED_ANSWERS) cache.delete(cache.keys().next().value!);
  return found;
}

function rankProducts(index: CatalogueIndex, query: ProductQuery, options: FindOptions): FoundProducts {
  const checks = filterChecks(index, query);
  if (!checks) return { ids: [], totalCount: 0, matched: [] };
  const match = matchQuery(index, words(query.keyword), words(query.name), options.synonyms);
  if (match?.stopWordsOnly) return { ids: [], totalCount: 0, matched: [], stopWordsOnly: true };
  const matched = match?.matched ?? [];
  // No filter (the header's suggestions, most searches): no loop per product over an empty list.
  const passes: Check = checks.length
    ? (slot) => {
        for (const check of checks) if (!check(slot)) return false;
        return true;
      }
    : () => true;
  const sort = query.sort ?? 'default';
  const order = (query.order && index.extraOrders?.[query.order]) || index.orders[sort];
  const first = (query.pageIndex - 1) * query.pageSize;

  if (!match?.units.length) {
    const page: number[] = [];
    let totalCount = 0;
    for (const slot of order) {
      if (!passes(slot)) continue;
      if (totalCount >= first && page.length < query.pageSize) page.push(index.ids[slot]);
      totalCount++;
    }
    return { ids: page, totalCount, matched };
  }

  // Words no product matches are left out, and said (issue 28): "toy car for boys" shows toy cars, no match for boys.
  const found = match.units.filter((_, i) => match.words[i].found);
  const missing = match.words.filter((w) => !w.found).map((w) => w.query);
  if (!found.length) return { ids: [], totalCount: 0, matched, unmatchedWords: missing };
  const keyword = query.keyword?.trim().toLowerCase().replace(/\s+/g, ' ');
  const tier = tiersOf(index, keyword);
  const all = rankPage(index, found, order, passes, tier, first, query.pageSize);
  if (all.totalCount || found.length === 1)
    return { ...all, matched, ...(missing.length ? { unmatchedWords: missing } : {}) };
  // No product has every word: the best partial matches, all of them missing the same words, so the answer can say
  // which ones.
  const foundWords = match.words.filter((w) => w.found);
  const chosen = bestWordSet(
    found,
    foundWords.map((w) => w.kind),
    order,
    passes,
  );
  if (!chosen) return { ids: [], totalCount: 0, matched, unmatchedWords: match.words.map((w) => w.query) };
  const partial = rankPage(
    index,
    found.filter((_, i) => chosen & (1 << i)),
    order,
    passes,
    tier,
    first,
    query.pageSize,
  );
  return {
    ...partial,
    matched,
    unmatchedWords: [...missing, ...foundWords.filter((_, i) => !(chosen & (1 << i))).map((w) => w.query)],
  };
}

/** Which words (bits of found units) the partial answer keeps, among the sets of words products match: the most words,
 * then the most words that name a kind of toy (rocket over toy, bear over soft), then the best matched (a word reached
 * only through a typo loses to an exact one), then the rarest (the more telling word, as in idf). */
function bestWordSet(units: Uint8Array[], kinds: boolean[], order: Int32Array, passes: Check): number | undefined {
  const count = new Map<number, number>();
  const classes = new Map<number, number>();
  for (const slot of order) {
    let mask = 0;
    let sum = 0;
    for (let i = 0; i < units.length && i < 31; i++)
      if (units[i][slot] !== 255) {
        mask |= 1 << i;
        sum += units[i][slot];
      }
    if (!mask || !passes(slot)) continue;
    count.set(mask, (count.get(mask) ?? 0) + 1);
    classes.set(mask, Math.min(classes.get(mask) ?? Infinity, sum));
  }
  const bits = (mask: number, only?: boolean[]) => {
    let n = 0;
    for (let i = 0; i < units.length && i < 31; i++) if (mask & (1 << i) && (!only || only[i])) n++;
    return n;
  };
  let best: number | undefined;
  for (const mask of count.keys()) {
    if (best === undefined) {
      best = mask;
      continue;
    }
    const better =
      bits(mask) - bits(best) ||
      bits(mask, kinds) - bits(best, kinds) ||
      classes.get(best)! - classes.get(mask)! ||
      count.get(best)! - count.get(mask)!;
    if (better > 0) best = mask;
  }
  return best;
}

/** One page of the products matching every unit, ranked by tier then the sum of the units' match classes. */
function rankPage(
  index: CatalogueIndex,
  units: Uint8Array[],
  order: Int32Array,
  passes: Check,
  tier: Uint8Array | undefined,
  first: number,
  pageSize: number,
): { ids: number[]; totalCount: number } {
  // Pass 1, in the buyer's sort order: each matching product's rank key and how many products share each key.
  const { slots, keys } = scratch(index.count);
  const perKey = new Int32Array(3 * CLASS_SPAN);
  let totalCount = 0;
  for (const slot of order) {
    let sum = 0;
    let all = true;
    for (const best of units) {
      if (best[slot] === 255) {
        all = false;
        break;
      }
      sum += best[slot];
    }
    if (!all || !passes(slot)) continue;
    const key = (tier ? tier[slot] : 2) * CLASS_SPAN + Math.min(sum, CLASS_SPAN - 1);
    slots[totalCount] = slot;
    keys[totalCount] = key;
    perKey[key]++;
    totalCount++;
  }
  // Pass 2: the place of each product in the ranked list is the count of smaller keys plus the products of its own key
  // met before it (a stable sort by key); only the page's places are kept.
  const before = new Int32Array(perKey.length);
  for (let key = 1; key < perKey.length; key++) before[key] = before[key - 1] + perKey[key - 1];
  const last = Math.min(totalCount, first + pageSize);
  const page: number[] = [];
  if (first < last) {
    page.length = last - first;
    for (let i = 0; i < totalCount; i++) {
      const place = before[keys[i]]++;
      if (place >= first && place < last) page[place - first] = index.ids[slots[i]];
    }
  }
  return { ids: page, totalCount };
}
