// The index's orders: each sort of the slots, made whole by a build and merged by a patch (indexColumns.ts). A
// patch's new slots are placed by binary search and its given-up slots skipped, so it costs a copy of each order,
// not a sort (issue 23).
import type { Sort } from '../../protocol/productSearch';
import type { CatalogueIndex } from './indexColumns';
import { FLAG } from './indexValues';

/** The build's orders, from the index's columns: the buyer's sorts, the names (for prefix search), and with
 *  consoleKeys the console's sorts. */
export function sortOrders(index: CatalogueIndex) {
  const all = Int32Array.from({ length: index.count }, (_, i) => i);
  index.orders = mapValues(buyerComparators(index), (compare) => all.slice().sort(compare));
  // Sorted here rather than at the first keyword query, which waited a second for it at 100,000 products (issue 23).
  index.namesSorted = { zh: all.slice().sort(byName(index.nameLower)), en: all.slice().sort(byName(index.enameLower)) };
  if (index.consoleKeys)
    index.extraOrders = withDescending(mapValues(consoleComparators(index), (c) => all.slice().sort(c)));
}

/** A patch's orders: the old index's without the killed slots, with the added ones placed. */
export function mergeOrders(old: CatalogueIndex, index: CatalogueIndex, killed: Set<number>, added: Int32Array) {
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
