// One page of a product list or search, answered from a company's CatalogueIndex: which product ids, in which
// order, and how many match in all.
import { SIZE_FIELDS, certificateList, type ProductSearch, type Sort } from '../../protocol/productSearch';
import { FLAG, dayNumber, type CatalogueIndex } from './catalogueIndex';

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

/**
 * Marks the products that contain every keyword word (in a name in any language or a number) and every name
 * word (names only). Returns null when there are no words at all.
 */
function matchWords(index: CatalogueIndex, query: ProductQuery): Uint8Array | null {
  const keywordWords = words(query.keyword);
  const nameWords = words(query.name);
  if (!keywordWords.length && !nameWords.length) return null;
  const mark = new Uint8Array(index.count);
  let round = 0;
  const markRound = (slot: number) => {
    if (mark[slot] === round) mark[slot] = round + 1;
  };
  for (const word of keywordWords) {
    index.names.forEachContaining(word, markRound);
    index.numbers.forEachContaining(word, markRound);
    round++;
  }
  for (const word of nameWords) {
    index.names.forEachContaining(word, markRound);
    round++;
  }
  // Anything short of every round did not match all words.
  for (let s = 0; s < mark.length; s++) mark[s] = mark[s] === round ? 1 : 0;
  return mark;
}

export function findProducts(index: CatalogueIndex, query: ProductQuery): { ids: number[]; totalCount: number } {
  const checks = filterChecks(index, query);
  if (!checks) return { ids: [], totalCount: 0 };
  const mark = matchWords(index, query);
  const matches: Check = (slot) => {
    if (mark && !mark[slot]) return false;
    for (const check of checks) if (!check(slot)) return false;
    return true;
  };
  const sort = query.sort ?? 'default';
  const order = index.orders[sort];
  const first = (query.pageIndex - 1) * query.pageSize;
  const keyword = query.keyword?.trim().toLowerCase().replace(/\s+/g, ' ');

  if (keyword && sort === 'default') {
    // Best matches first: an exact product / commodity / factory number, then names starting with the keyword,
    // then everything else that contains it, each tier in the default order.
    const exact = new Set(index.numbers.exact(keyword));
    const tiers: number[][] = [[], [], []];
    for (const slot of order) {
      if (!matches(slot)) continue;
      const tier = exact.has(slot) ? 0 : index.nameLower[slot].startsWith(keyword) || index.enameLower[slot].startsWith(keyword) ? 1 : 2;
      tiers[tier].push(slot);
    }
    const ranked = tiers.flat();
    return { ids: ranked.slice(first, first + query.pageSize).map((s) => index.ids[s]), totalCount: ranked.length };
  }

  const page: number[] = [];
  let totalCount = 0;
  for (const slot of order) {
    if (!matches(slot)) continue;
    if (totalCount >= first && page.length < query.pageSize) page.push(index.ids[slot]);
    totalCount++;
  }
  return { ids: page, totalCount };
}
