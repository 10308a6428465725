// A company's catalogue in columns (typed arrays, one slot per product) plus token dictionaries: built from rows
// (indexFromRows), and patched for a few changed products (patchIndex, issue 23) without touching the rest. A patch
// never edits an index in place — readers may still hold it — but makes a new one that shares what did not change:
// a changed product's old slot is given up (left out of every order, so no query reaches it) and its new row is
// appended as a new slot. A rebuild, in the background once many slots are given up, compacts them away.
import { SIZE_FIELDS, type Sort } from '../../protocol/productSearch';
import { TokenIndex, tokensOf } from './tokenIndex';
import { WordIndex } from './wordIndex';
import { ATTRIBUTES_PER_PRODUCT, attributeKeysOf, type AttributeColumns } from './attributes';
import { withDescriptions, type DescriptionColumns } from './descriptions';
import { ageFromOf } from './ages';
import { extended, grown } from './appendColumns';
import { mergeOrders, sortOrders } from './indexOrders';
import { wordTexts, writeSlots } from './writeSlots';

// Still asked of this module by its readers (catalogueIndex.ts, findProducts.ts).
export { FLAG, dayNumber } from './indexValues';
export { byName } from './indexOrders';

/** A slot given up by a patch: its product changed (it has a newer slot) or left the index. */
const GONE = 1 << 15;

export interface CatalogueIndex {
  version: string;
  count: number;
  ids: Int32Array;
  /** The build's slot of each product number (shared by the build and its patches: never copied, 100,000 entries). */
  bySlotNumber: Map<string, number>;
  /** Product numbers of the slots patches appended (a copy per patch, as small as the products patched since the build);
   *  read both through slotOfNumber. */
  patchedNumbers: Map<string, number>;
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
  /** Each product's attribute keys and the company's attribute dictionary (issue 28: attributes as search words). */
  attributes?: AttributeColumns;
  /** The products' descriptions, searched at a lower weight than names (issue 28). */
  descriptions?: DescriptionColumns;
  /** Console index only: each slot's keys of extraOrders, so a patch can place new slots. */
  consoleKeys?: { number: string[]; name: string[]; moq: Int32Array };
  /** Category number → ids of that category and its children. */
  categoryTree: Map<string, { ids: Set<number>; isTop: boolean }>;
  /** Slots below this hold ascending ids (the build's); later ones were appended by patches. */
  builtCount: number;
  /** One object shared by a build and the patches that followed it one after another (patches only append slots),
   * with the slot count of the latest: what is worked out per slot range, such as a synonym group's products
   * (synonymGroups.ts), is kept on it and extended to a patch's new slots, and the text columns are appended in place. A
   * patch of an older index of the line (never done by catalogueIndex.ts, whose patches chain) starts a new line. */
  lineage: { tip: number };
  /** Slots given up by patches. */
  gone: number;
  /** Slots by Chinese and by English name (lower case): sorted by the build, merged by patches. */
  namesSorted?: { zh: Int32Array; en: Int32Array };
}

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
  /** Retail barcodes, stored form (migration 030); found like the numbers when typed in full (issue 26). */
  barcodes?: string[];
  /** lang_list's first item: the name in each language field. */
  names?: Record<string, unknown> | null;
  /** Console index only: the minimum order quantity. */
  start_order_num?: number;
  /** The attributes column ([{ name, value, n? }]), for attributes as search words (issue 28). */
  attributes?: unknown;
  /** lang_list's second item (type 1): the description in each language field; else content / en_content. */
  descriptions?: Record<string, unknown> | null;
  content?: string;
  en_content?: string;
}

export type Category = { id: number; parent_id: number | null; category_number: string };

/** The index of these rows (in id order); a pure function, so tests can build small catalogues directly. With
 * console, it carries the console's extra sorts (the rows then include start_order_num). */
export function indexFromRows(
  rows: Row[],
  categories: Category[],
  version: string,
  console = false,
  attributeTerms: AttributeColumns['terms'] = new Map(),
): CatalogueIndex {
  const count = rows.length;
  const index: CatalogueIndex = {
    version,
    count,
    ids: new Int32Array(count),
    bySlotNumber: new Map(),
    patchedNumbers: new Map(),
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
    categoryTree: categoryTreeOf(categories),
    builtCount: count,
    lineage: { tip: count },
    gone: 0,
  };
  if (console) index.consoleKeys = { number: [], name: [], moq: new Int32Array(count) };
  const { numberTokens, nameText } = writeSlots(index, rows, 0, index.bySlotNumber);
  index.numbers = TokenIndex.build(count, (slot) => numberTokens[slot]);
  index.names = TokenIndex.fromTexts(count, (slot) => nameText[slot]);
  index.words = new WordIndex(count, wordTexts(rows, nameText, 0));
  sortOrders(index);
  index.attributes = withAttributes(
    { keys: [], ids: new Uint16Array(0), ages: new Int8Array(0), terms: attributeTerms },
    rows,
    0,
  );

  index.descriptions = withDescriptions(undefined, rows, 0);
  return index;
}

/** A new index: the products of changedIds as they are now (rows: those still in the index's scope; the others
 * left it), the categories replaced when given. Work in proportion to the changed products, plus copies of columns. */
export function patchIndex(
  old: CatalogueIndex,
  rows: Row[],
  changedIds: Iterable<number>,
  categories: Category[] | null,
  version: string,
): CatalogueIndex {
  const killed = liveSlots(old, changedIds);
  const from = old.count;
  const count = from + rows.length;
  // The text columns are shared along the line, new slots pushed at their end (older indexes never read past their
  // count): copying 100,000 entries of each at every patch cost more than the patch's own work. So are the numeric
  // columns a patch only appends to (flags, where it marks given-up slots, is copied).
  const onTip = old.lineage.tip === old.count;
  const texts = (column: string[]) => (onTip ? column : column.slice(0, old.count));
  const index: CatalogueIndex = {
    ...old,
    version,
    count,
    lineage: onTip ? old.lineage : { tip: count },
    ids: extended(old.ids, count, onTip),
    categoryId: extended(old.categoryId, count, onTip),
    price: extended(old.price, count, onTip),
    listedDay: extended(old.listedDay, count, onTip),
    flags: grown(old.flags, count),
    sizes: extended(old.sizes, count * SIZE_FIELDS.length, onTip),
    packing: texts(old.packing),
    paNu: texts(old.paNu),
    factoryNumber: texts(old.factoryNumber),
    labelNumber: texts(old.labelNumber),
    certificates: texts(old.certificates),
    nameLower: texts(old.nameLower),
    enameLower: texts(old.enameLower),
    categoryTree: categories ? categoryTreeOf(categories) : old.categoryTree,
    gone: old.gone + killed.size,
  };
  // A given-up slot's number finds nothing (slotOfNumber): the build's map stays as it is, shared.
  for (const slot of killed) index.flags[slot] |= GONE;
  if (rows.length) index.patchedNumbers = new Map(old.patchedNumbers);
  if (old.consoleKeys)
    index.consoleKeys = {
      number: texts(old.consoleKeys.number),
      name: texts(old.consoleKeys.name),
      moq: extended(old.consoleKeys.moq, count, onTip),
    };
  index.lineage.tip = count;
  const { numberTokens, nameText } = writeSlots(index, rows, from, index.patchedNumbers);
  index.numbers = old.numbers.appended(from, count, (slot) => numberTokens[slot - from]);
  index.names = old.names.appended(from, count, (slot) => tokensOf(nameText[slot - from]));
  index.words = old.words.appended(from, count, wordTexts(rows, nameText, from));
  if (old.attributes) index.attributes = withAttributes(old.attributes, rows, from);
  if (old.descriptions) index.descriptions = withDescriptions(old.descriptions, rows, from);
  mergeOrders(
    old,
    index,
    killed,
    Int32Array.from(rows, (_, i) => from + i),
  );
  return index;
}

/** The slot holding the product of this number, undefined when none does (or a patch gave it up). */
export function slotOfNumber(index: CatalogueIndex, number: string): number | undefined {
  const slot = index.patchedNumbers.get(number) ?? index.bySlotNumber.get(number);
  return slot === undefined || index.flags[slot] & GONE ? undefined : slot;
}

/** How many products the index holds: its slots less the ones patches gave up. */
export const liveCount = (index: CatalogueIndex) => index.count - index.gone;

/** Visits every slot that still holds a product (patches' given-up slots are skipped), in slot order. */
export function forEachLive(index: CatalogueIndex, visit: (slot: number) => void) {
  if (!index.gone) {
    for (let slot = 0; slot < index.count; slot++) visit(slot);
    return;
  }
  for (let slot = 0; slot < index.count; slot++) if (!(index.flags[slot] & GONE)) visit(slot);
}

/** The slots where these products live now (a product appended by a patch lives in its latest slot). */
function liveSlots(index: CatalogueIndex, ids: Iterable<number>): Set<number> {
  const appended = new Map<number, number>();
  for (let slot = index.builtCount; slot < index.count; slot++)
    if (!(index.flags[slot] & GONE)) appended.set(index.ids[slot], slot);
  const slots = new Set<number>();
  for (const id of ids) {
    const slot = appended.get(id) ?? builtSlot(index, id);
    if (slot >= 0) slots.add(slot);
  }
  return slots;
}

/** The slot of a product id, -1 when the index does not hold it. */
export function slotOfId(index: CatalogueIndex, id: number): number {
  for (let slot = index.count - 1; slot >= index.builtCount; slot--)
    if (index.ids[slot] === id && !(index.flags[slot] & GONE)) return slot;
  return builtSlot(index, id);
}

/** The slot of id among the build's slots (ascending ids), -1 when absent or given up. */
function builtSlot(index: CatalogueIndex, id: number): number {
  let low = 0;
  let high = index.builtCount - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (index.ids[mid] === id) return index.flags[mid] & GONE ? -1 : mid;
    if (index.ids[mid] < id) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** The attribute columns with rows written from slot `from` on (a new object: readers may hold the old one). */
function withAttributes(old: AttributeColumns, rows: Row[], from: number): AttributeColumns {
  const keys = old.keys.slice();
  const idOf = new Map(keys.map((key, i) => [key, i + 1]));
  const ids = new Uint16Array((from + rows.length) * ATTRIBUTES_PER_PRODUCT);
  ids.set(old.ids.subarray(0, Math.min(old.ids.length, from * ATTRIBUTES_PER_PRODUCT)));
  const ages = new Int8Array(from + rows.length).fill(-1);
  ages.set(old.ages.subarray(0, Math.min(old.ages.length, from)));
  rows.forEach((row, i) => (ages[from + i] = ageFromOf(row.attributes)));
  rows.forEach((row, i) =>
    attributeKeysOf(row.attributes).forEach((key, a) => {
      let id = idOf.get(key);
      if (id === undefined) {
        if (keys.length >= 0xfffe) return; // a Uint16 id each: a dictionary beyond that is not a product attribute
        idOf.set(key, (id = keys.push(key)));
      }
      ids[(from + i) * ATTRIBUTES_PER_PRODUCT + a] = id;
    }),
  );
  return { keys, ids, ages, terms: old.terms };
}

function categoryTreeOf(categories: Category[]): CatalogueIndex['categoryTree'] {
  const tree: CatalogueIndex['categoryTree'] = new Map();
  const children = new Map<number, number[]>();
  for (const c of categories)
    if (c.parent_id !== null) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c.id]);
  for (const c of categories)
    tree.set(c.category_number, { ids: new Set([c.id, ...(children.get(c.id) ?? [])]), isTop: c.parent_id === null });
  return tree;
}
