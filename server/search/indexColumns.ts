// A company's catalogue in columns (typed arrays, one slot per product) plus token dictionaries: built from rows
// (indexFromRows), and patched for a few changed products (patchIndex, issue 23) without touching the rest. A patch
// never edits an index in place — readers may still hold it — but makes a new one that shares what did not change:
// a changed product's old slot is given up (left out of every order, so no query reaches it) and its new row is
// appended as a new slot. A rebuild, in the background once many slots are given up, compacts them away.
import { SIZE_FIELDS, type Sort } from '../../protocol/productSearch';
import { TokenIndex, tokensOf } from './tokenIndex';
import { UNKNOWN_LANGUAGE, WordIndex } from './wordIndex';
import { languageFields } from '../../protocol/languages';
import { ATTRIBUTES_PER_PRODUCT, attributeKeysOf, type AttributeColumns } from './attributes';
import { withDescriptions, type DescriptionColumns } from './descriptions';
import { ageFromOf } from './ages';
import { barcodeSearchWords } from '../../schemas/api/barcodes';

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
  const all = Int32Array.from({ length: count }, (_, i) => i);
  index.orders = mapValues(buyerComparators(index), (compare) => all.slice().sort(compare));
  // Sorted here rather than at the first keyword query, which waited a second for it at 100,000 products (issue 23).
  index.namesSorted = { zh: all.slice().sort(byName(index.nameLower)), en: all.slice().sort(byName(index.enameLower)) };
  if (index.consoleKeys)
    index.extraOrders = withDescending(mapValues(consoleComparators(index), (c) => all.slice().sort(c)));
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
  const added = Int32Array.from(rows, (_, i) => from + i);
  index.orders = mapValues(buyerComparators(index), (compare, sort) =>
    merged(old.orders[sort], killed, added, compare),
  );
  if (old.extraOrders && index.consoleKeys)
    index.extraOrders = withDescending(
      mapValues(consoleComparators(index), (compare, sort) => merged(old.extraOrders![sort], killed, added, compare)),
    );
  if (old.namesSorted)
    index.namesSorted = {
      zh: merged(old.namesSorted.zh, killed, added, byName(index.nameLower)),
      en: merged(old.namesSorted.en, killed, added, byName(index.enameLower)),
    };
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

type Column = Int32Array | Float64Array | Float32Array | Uint16Array;
type ColumnType<T> = { new (length: number): T; new (buffer: ArrayBufferLike, offset: number, length: number): T };
function grown<T extends Column>(column: T, length: number): T {
  const next = new (column.constructor as ColumnType<T>)(length);
  next.set(column);
  return next;
}

/** An append-only column made length long: on the line's tip the same buffer seen longer, when it has room (a copy
 *  with a quarter more room when not); off the tip a copy, as the tip may have written past this index's count. */
function extended<T extends Column>(column: T, length: number, onTip: boolean): T {
  const Type = column.constructor as ColumnType<T>;
  if (onTip && column.byteOffset === 0 && column.buffer.byteLength >= length * column.BYTES_PER_ELEMENT)
    return new Type(column.buffer, 0, length);
  const next = new Type(Math.ceil(length * 1.25));
  next.set(column);
  return new Type(next.buffer, 0, length);
}

/** An order without the killed slots, with the added ones (any order) placed by compare. Each added slot's place is
 * found by binary search and the runs between copied whole: a patch of a few products into an order of 100,000 costs
 * a copy, not 100,000 comparisons per order (issue 23: an import patches every second while buyers search). Killed
 * slots keep their values (a changed product gets a new slot), so the old order stays sorted with them in it, and
 * each is found by binary search too: testing every entry against the killed set was most of an edit's patch at
 * 100,000 products (issue 23's second-server edit). */
function merged(order: Int32Array, killed: Set<number>, added: Int32Array, compare: Compare): Int32Array {
  if (!killed.size && !added.length) return order;
  const fresh = added.slice().sort(compare);
  const out = new Int32Array(order.length - killed.size + fresh.length);
  const skip = placesOf(order, killed, compare);
  let i = 0;
  let k = 0;
  let s = 0;
  const copyUpTo = (end: number) => {
    while (i < end) {
      const stop = s < skip.length && skip[s] < end ? skip[s] : end;
      out.set(order.subarray(i, stop), k);
      k += stop - i;
      i = stop;
      if (stop < end) {
        i++;
        s++;
      }
    }
  };
  for (const slot of fresh) {
    // After every old slot that sorts before it or equal (as the plain merge did).
    let low = i;
    let high = order.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(order[mid], slot) <= 0) low = mid + 1;
      else high = mid;
    }
    copyUpTo(low);
    out[k++] = slot;
  }
  copyUpTo(order.length);
  return out;
}

/** Where the slots sit in order, ascending. Every comparator ends on a unique key (id or slot), so a binary search
 * lands on the slot itself; should one not (a comparator with ties), the order is scanned instead. */
function placesOf(order: Int32Array, slots: Set<number>, compare: Compare): number[] {
  const places: number[] = [];
  for (const slot of slots) {
    let low = 0;
    let high = order.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(order[mid], slot) < 0) low = mid + 1;
      else high = mid;
    }
    while (low < order.length && order[low] !== slot && compare(order[low], slot) === 0) low++;
    if (order[low] !== slot) return scannedPlaces(order, slots);
    places.push(low);
  }
  return places.sort((a, b) => a - b);
}

function scannedPlaces(order: Int32Array, slots: Set<number>): number[] {
  const places: number[] = [];
  for (let at = 0; at < order.length; at++) if (slots.has(order[at])) places.push(at);
  return places;
}

/** Writes rows into slots from… (columns already long enough); answers what the token dictionaries need. */
function writeSlots(index: CatalogueIndex, rows: Row[], from: number, slotsByNumber: Map<string, number>) {
  const numberTokens: string[][] = [];
  const nameText: string[] = [];
  rows.forEach((row, i) => {
    const slot = from + i;
    index.ids[slot] = row.id;
    slotsByNumber.set(row.product_number, slot);
    index.categoryId[slot] = row.category_id;
    index.price[slot] = Number(row.price);
    index.listedDay[slot] = dayNumber(
      row.listed_at instanceof Date ? row.listed_at.toISOString() : String(row.listed_at),
    );
    index.flags[slot] = row.flags;
    row.sizes.forEach((value, f) => (index.sizes[slot * SIZE_FIELDS.length + f] = Number(value)));
    index.packing[slot] = row.packing_method;
    index.paNu[slot] = row.pa_nu;
    index.factoryNumber[slot] = row.out_factory_number.toLowerCase();
    index.labelNumber[slot] = row.label_number.toLowerCase();
    index.certificates[slot] = `,${row.certificates
      .toLowerCase()
      .split(',')
      .map((c) => c.trim())
      .join(',')},`;
    index.nameLower[slot] = row.name.toLowerCase();
    index.enameLower[slot] = row.ename.toLowerCase();
    if (index.consoleKeys) {
      index.consoleKeys.number[slot] = row.product_number.toLowerCase();
      index.consoleKeys.name[slot] = (row.name || row.ename).toLowerCase();
      index.consoleKeys.moq[slot] = row.start_order_num ?? 0;
    }
    // search_text (migration 004) is the three numbers then the names in every language.
    const numbers = `${row.product_number} ${row.commodity_number} ${row.out_factory_number}`.toLowerCase();
    numberTokens.push([...tokensOf(numbers), ...(row.barcodes ?? []).flatMap(barcodeSearchWords)]);
    nameText.push(row.search_text.startsWith(numbers) ? row.search_text.slice(numbers.length) : row.search_text);
  });
  return { numberTokens, nameText };
}

function wordTexts(rows: Row[], nameText: string[], from: number) {
  const texts = (slot: number, add: (language: number, text: string) => void) => {
    const row = rows[slot - from];
    const names = row.names && typeof row.names === 'object' ? row.names : null;
    if (!names) return add(UNKNOWN_LANGUAGE, nameText[slot - from]);
    languageFields.forEach((field, bit) => {
      const text = field === 'name' ? row.name : field === 'ename' ? row.ename : names[field];
      if (typeof text === 'string') add(bit, text);
    });
  };
  // Rows loaded together share one names object per distinct names (catalogueIndex.ts): with the same name and ename
  // columns, two such rows have the same texts.
  const numbers = new Map<object, number>();
  const groupOf = (slot: number) => {
    const row = rows[slot - from];
    if (!row.names || typeof row.names !== 'object') return undefined;
    let number = numbers.get(row.names);
    if (number === undefined) numbers.set(row.names, (number = numbers.size));
    return `${number}\u0000${row.name}\u0000${row.ename}`;
  };
  return Object.assign(texts, { groupOf });
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

type Compare = (a: number, b: number) => number;

/** Slots by these names; ties by slot (any order among equal names serves: the names are only searched by prefix). */
export const byName =
  (names: string[]): Compare =>
  (a, b) =>
    names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : a - b;

function buyerComparators({ flags, listedDay, price, ids }: CatalogueIndex): Record<Sort, Compare> {
  const recommended = (s: number) => flags[s] & FLAG.recommended;
  return {
    default: (a, b) => recommended(b) - recommended(a) || listedDay[b] - listedDay[a] || ids[a] - ids[b],
    newest: (a, b) => listedDay[b] - listedDay[a] || ids[a] - ids[b],
    priceAsc: (a, b) => price[a] - price[b] || ids[a] - ids[b],
    priceDesc: (a, b) => price[b] - price[a] || ids[a] - ids[b],
  };
}

/** The console's extra sorts, ascending (their descending ones are the reverse), ties by id. */
function consoleComparators({ consoleKeys, ids }: CatalogueIndex): Record<string, Compare> {
  const { number, name, moq } = consoleKeys!;
  const byText =
    (keys: string[]): Compare =>
    (a, b) =>
      keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : ids[a] - ids[b];
  return { numberAsc: byText(number), nameAsc: byText(name), moqAsc: (a, b) => moq[a] - moq[b] || ids[a] - ids[b] };
}

const withDescending = (ascending: Record<string, Int32Array>) => {
  const all = { ...ascending };
  for (const [key, order] of Object.entries(ascending)) all[key.replace(/Asc$/, 'Desc')] = order.slice().reverse();
  return all;
};

function mapValues<K extends string, V, W>(record: Record<K, V>, map: (value: V, key: K) => W): Record<K, W> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value as V, key as K)])) as Record<
    K,
    W
  >;
}
