// One page of a product list or search, answered from a company's CatalogueIndex: which product ids, in which
// order, and how many match in all. Words are matched and ranked by relevance.ts (issue 16).
import { SIZE_FIELDS, certificateList, type ProductSearch, type Sort } from '../../protocol/productSearch';
import { FLAG, dayNumber, type CatalogueIndex } from './catalogueIndex';
import { matchQuery, type MatchedTerm } from './relevance';
import type { SynonymGroups } from './synonyms';

/** Each area of spec section 2 as the flag its products carry (0: every on-shelf product). */
const AREA_FLAG: Record<string, number> = {
  home: 0, productCenter: 0, newProduct: FLAG.new, recommend: FLAG.recommended, recommendForYou: FLAG.recommended,
  hotSellingArea: FLAG.hot, spotProduct: FLAG.inStock, certifiedProducts: FLAG.certified, videoProducts: FLAG.video,
  threeDProduct: FLAG.threeD, customProduct: FLAG.build,
};

export interface ProductQuery extends ProductSearch {
  area?: string;
  sort?: Sort;
  productNumbers?: string[];
  pageIndex: number;
  pageSize: number;
}

const MAX_WORDS = 8;
const words = (text: string | undefined) => (text ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);

type Check = (slot: number) => boolean;

/** The checks that do not involve words, cheapest first. */
function filterChecks(index: CatalogueIndex, query: ProductQuery): Check[] | null {
  const checks: Check[] = [];
  const { flags, price, listedDay, sizes, categoryId } = index;
  const required = (AREA_FLAG[query.area ?? 'productCenter'] ?? 0) | (query.isUpInsetImg ? FLAG.insetImage : 0);
  if (required) checks.push((s) => (flags[s] & required) === required);
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
  for (const certificate of certificateList(query.certificateNo)) checks.push((s) => index.certificates[s].includes(`,${certificate},`));
  if (query.productNumbers?.length) {
    const wanted = new Set(query.productNumbers.map((n) => index.bySlotNumber.get(n)));
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
}

// Rank keys: the tier (0 an exact product / commodity / factory number, 1 a Chinese or English name starting with the
// whole keyword, 2 the rest), then the sum of the words' match classes (relevance.ts). Ties keep the buyer's sort.
const CLASS_SPAN = 64;

export function findProducts(index: CatalogueIndex, query: ProductQuery, options: FindOptions = {}): FoundProducts {
  const checks = filterChecks(index, query);
  if (!checks) return { ids: [], totalCount: 0, matched: [] };
  const match = matchQuery(index, words(query.keyword), words(query.name), options.synonyms);
  const units = match?.units ?? [];
  const matched = match?.matched ?? [];
  const passes: Check = (slot) => {
    for (const check of checks) if (!check(slot)) return false;
    return true;
  };
  const sort = query.sort ?? 'default';
  const order = index.orders[sort];
  const first = (query.pageIndex - 1) * query.pageSize;

  if (!units.length) {
    const page: number[] = [];
    let totalCount = 0;
    for (const slot of order) {
      if (!passes(slot)) continue;
      if (totalCount >= first && page.length < query.pageSize) page.push(index.ids[slot]);
      totalCount++;
    }
    return { ids: page, totalCount, matched };
  }

  const keyword = query.keyword?.trim().toLowerCase().replace(/\s+/g, ' ');
  const exactNumber = new Set(keyword ? index.numbers.exact(keyword) : []);
  const buckets: number[][] = [];
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
    const tier = exactNumber.has(slot) ? 0 : keyword && (index.nameLower[slot].startsWith(keyword) || index.enameLower[slot].startsWith(keyword)) ? 1 : 2;
    (buckets[tier * CLASS_SPAN + Math.min(sum, CLASS_SPAN - 1)] ??= []).push(slot);
    totalCount++;
  }
  const page: number[] = [];
  let skipped = 0;
  for (const bucket of buckets) {
    if (!bucket) continue;
    if (skipped + bucket.length <= first) {
      skipped += bucket.length;
      continue;
    }
    for (let i = Math.max(0, first - skipped); i < bucket.length && page.length < query.pageSize; i++) page.push(index.ids[bucket[i]]);
    skipped += bucket.length;
    if (page.length >= query.pageSize) break;
  }
  return { ids: page, totalCount, matched };
}
