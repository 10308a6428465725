// Product descriptions as search text (issue 28), at a lower weight than names: a word found only in a product's
// description matches it in the description class, below every way of matching a name (relevance.ts). Catalogues
// write descriptions from templates (the demo's: one per kind of toy, age and language), so the words are indexed
// once per distinct description and each slot keeps which one it has: the dictionary stays small, and a patch only
// appends the descriptions it has not seen.
import type { CatalogueIndex, Row } from './indexColumns';
import { WordIndex } from './wordIndex';
import { languageFields } from '../../protocol/languages';

export interface DescriptionColumns {
  /** Per slot: its description's entry in words, -1 for none. */
  of: Int32Array;
  /** A description's texts (as a key) → its entry. */
  byKey: Map<string, number>;
  /** One entry per distinct description: its words in each language. */
  words: WordIndex;
}

type Texts = [language: number, text: string][];

/** A row's description per language: lang_list's type-1 item, else the Chinese and English content columns. */
function textsOf(row: Row): Texts {
  const item = row.descriptions;
  if (item && typeof item === 'object' && item.type === 1)
    return languageFields.flatMap((field, bit): Texts => {
      const text = item[field];
      return typeof text === 'string' && text ? [[bit, text]] : [];
    });
  const texts: Texts = [];
  if (row.content) texts.push([0, row.content]);
  if (row.en_content) texts.push([1, row.en_content]);
  return texts;
}

/** The description columns with rows written from slot `from` on (a new object: readers may hold the old one). */
export function withDescriptions(old: DescriptionColumns | undefined, rows: Row[], from: number): DescriptionColumns {
  const byKey = new Map(old?.byKey);
  const known = byKey.size;
  const fresh: Texts[] = [];
  const of = new Int32Array(from + rows.length).fill(-1);
  if (old) of.set(old.of.subarray(0, from));
  // Rows loaded together share one description object per distinct description (catalogueIndex.ts): its entry is
  // looked up once, not keyed again from kilobytes of text per product.
  const entryOf = new Map<object, number>();
  rows.forEach((row, i) => {
    const item = row.descriptions && typeof row.descriptions === 'object' ? row.descriptions : null;
    const shared = item && entryOf.get(item);
    if (shared !== undefined && shared !== null) {
      of[from + i] = shared;
      return;
    }
    const texts = textsOf(row);
    if (!texts.length) return;
    const key = texts.map(([bit, text]) => `${bit}\u0000${text}`).join('\u0001');
    let entry = byKey.get(key);
    if (entry === undefined) {
      byKey.set(key, (entry = known + fresh.length));
      fresh.push(texts);
    }
    of[from + i] = entry;
    if (item?.type === 1) entryOf.set(item, entry);
  });
  const add = (entry: number, put: (language: number, text: string) => void) => {
    for (const [bit, text] of fresh[entry - known]) put(bit, text);
  };
  const words = !old
    ? new WordIndex(fresh.length, add)
    : fresh.length
      ? old.words.appended(known, known + fresh.length, add)
      : old.words;
  return { of, byKey, words };
}

const slotLists = new WeakMap<CatalogueIndex, Int32Array[]>();

/** The slots of each description entry (worked out on the first query that needs them, per index). */
export function descriptionSlots(index: CatalogueIndex): Int32Array[] {
  const hit = slotLists.get(index);
  if (hit) return hit;
  const { of, byKey } = index.descriptions!;
  const counts = new Int32Array(byKey.size);
  for (let slot = 0; slot < index.count; slot++) if (of[slot] >= 0) counts[of[slot]]++;
  const lists = Array.from(counts, (n) => new Int32Array(n));
  counts.fill(0);
  for (let slot = 0; slot < index.count; slot++) if (of[slot] >= 0) lists[of[slot]][counts[of[slot]]++] = slot;
  slotLists.set(index, lists);
  return lists;
}
