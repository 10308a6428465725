// The product search form of spec section 3, as one shape shared by the URL, the browser form and the server.
// The browser checks it as the buyer types (and when a search arrives by link); the server checks it again.
// The one declaration of the search: the URL (src/features/catalogue/search/searchUrl.ts), the form, the request
// (schemas/api/GetProductList.json, tied to this file by tests/protocol/searchSchema.test.ts) and the server's
// index query all derive from the field lists and limits below.
export const KEYWORD_MAX_LENGTH = 100;
/** Sizes are in centimetres; nothing we sell is longer than 10 m, so larger numbers are typing mistakes. */
export const SIZE_MAX_CM = 1000;
export const PRICE_MAX = 1_000_000;

export const SORTS = ['default', 'newest', 'priceAsc', 'priceDesc'] as const;
export type Sort = (typeof SORTS)[number];

/** Fields typed as text, in the order the URL and the form list them. */
export const TEXT_FIELDS = [
  'keyword',
  'name',
  'ch_pa',
  'pa_nu',
  'fa_no',
  'labelNumber',
  'certificateNo',
  'categoryOne',
  'categoryTwo',
  'categoryNumber',
  'startTime',
  'endTime',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const PRICE_FIELDS = ['minPrice', 'maxPrice'] as const;
export const SIZE_FIELDS = ['pr_le', 'pr_wi', 'pr_hi', 'in_le', 'in_wi', 'in_hi', 'ou_le', 'ou_wi', 'ou_hi'] as const;
export type SizeField = (typeof SIZE_FIELDS)[number];
export const SIZE_GROUPS = {
  product: ['pr_le', 'pr_wi', 'pr_hi'],
  innerBox: ['in_le', 'in_wi', 'in_hi'],
  outerBox: ['ou_le', 'ou_wi', 'ou_hi'],
} as const;
/** Longest text the server takes per text field (the schema's maxLength; numbers and dates have patterns). */
export const TEXT_MAX_LENGTH: Partial<Record<TextField, number>> = {
  keyword: KEYWORD_MAX_LENGTH,
  name: 100,
  ch_pa: 40,
  pa_nu: 20,
  fa_no: 40,
  labelNumber: 40,
  certificateNo: 200,
};

export interface Range {
  min?: number;
  max?: number;
}

/** Every field of the search form; each is optional. */
export type ProductSearch = { [F in TextField]?: string } & { [F in (typeof PRICE_FIELDS)[number]]?: number } & {
  [F in SizeField]?: Range;
} & { isUpInsetImg?: boolean };
export const SEARCH_FIELDS = [
  ...TEXT_FIELDS,
  ...PRICE_FIELDS,
  ...SIZE_FIELDS,
  'isUpInsetImg',
] as const satisfies readonly (keyof ProductSearch)[];

export type SearchProblem =
  | 'keywordTooLong'
  | 'textTooLong'
  | 'priceOrder'
  | 'priceRange'
  | 'sizeOrder'
  | 'sizeRange'
  | 'dateFormat'
  | 'dateOrder';

/** A calendar date written YYYY-MM-DD that really exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const badNumber = (n: number | undefined, max: number) => n !== undefined && (!Number.isFinite(n) || n < 0 || n > max);

/** Why each field of a search is refused, keyed by field; empty when the search can run. */
export function searchProblems(search: ProductSearch): Partial<Record<keyof ProductSearch, SearchProblem>> {
  const problems: Partial<Record<keyof ProductSearch, SearchProblem>> = {};
  for (const [field, max] of Object.entries(TEXT_MAX_LENGTH) as [TextField, number][]) {
    const value = search[field];
    if (typeof value === 'string' && value.length > max)
      problems[field] = field === 'keyword' ? 'keywordTooLong' : 'textTooLong';
  }
  if (badNumber(search.minPrice, PRICE_MAX)) problems.minPrice = 'priceRange';
  if (badNumber(search.maxPrice, PRICE_MAX)) problems.maxPrice = 'priceRange';
  if (
    !problems.minPrice &&
    !problems.maxPrice &&
    search.minPrice !== undefined &&
    search.maxPrice !== undefined &&
    search.minPrice > search.maxPrice
  ) {
    problems.maxPrice = 'priceOrder';
  }
  for (const field of SIZE_FIELDS) {
    const range = search[field];
    if (!range) continue;
    if (badNumber(range.min, SIZE_MAX_CM) || badNumber(range.max, SIZE_MAX_CM)) problems[field] = 'sizeRange';
    else if (range.min !== undefined && range.max !== undefined && range.min > range.max) problems[field] = 'sizeOrder';
  }
  if (search.startTime && !isCalendarDate(search.startTime)) problems.startTime = 'dateFormat';
  if (search.endTime && !isCalendarDate(search.endTime)) problems.endTime = 'dateFormat';
  if (
    !problems.startTime &&
    !problems.endTime &&
    search.startTime &&
    search.endTime &&
    search.startTime > search.endTime
  )
    problems.endTime = 'dateOrder';
  return problems;
}

/** Certificates typed as "EN71, CE；ASTM F963": split on commas (also the Chinese and Arabic ones), trimmed, lower-cased. */
export const certificateList = (typed: string | undefined) =>
  (typed ?? '')
    .split(/[,，、،;；]/)
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean);

/** Ranges travel in the URL as "10-25", "10-" or "-25" (centimetres), so a search link stays readable. */
export function rangeFromUrl(value: unknown): Range | undefined {
  if (typeof value === 'number') return { min: value, max: value };
  if (typeof value !== 'string') return undefined;
  const match = /^\s*([\d.]*)\s*-\s*([\d.]*)\s*$/.exec(value);
  if (!match) {
    const exact = Number(value);
    return value.trim() && Number.isFinite(exact) ? { min: exact, max: exact } : { min: Number.NaN };
  }
  const range: Range = {};
  if (match[1]) range.min = Number(match[1]);
  if (match[2]) range.max = Number(match[2]);
  return range.min === undefined && range.max === undefined ? undefined : range;
}

export const rangeToUrl = (range: Range | undefined) =>
  range && (range.min !== undefined || range.max !== undefined) ? `${range.min ?? ''}-${range.max ?? ''}` : undefined;

/** Fields that narrow the list beyond the area itself (for 'no products match' versus 'nothing here yet'). */
export const isNarrowed = (search: ProductSearch) =>
  Object.entries(search).some(([, v]) => v !== undefined && v !== '' && v !== false);
