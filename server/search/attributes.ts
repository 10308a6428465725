// Product attributes as search words (issue 28): a word that names an attribute value the catalogue holds (wood,
// plush, silicone, red, USB, in any of the 16 languages of the company's attribute dictionary) matches the products
// with that value, and a word naming the attribute itself (battery, 电池) the products that have it — except values
// whose key says they lack it (noBattery) — so "robot with battery" need not have "battery" in the name. The index
// only keeps each product's attribute keys (attributeKeysOf, in the product's tokenising); the word lookups are built
// here on the first query that needs them.
import type { CatalogueIndex } from './catalogueIndex';
import { WordIndex, UNKNOWN_LANGUAGE } from './wordIndex';
import { STEMMED_LANGUAGES, queryStems } from './stemmers';
import { fold, splitWords } from './normalize';
import { languageFields } from '../../protocol/languages';

/** Attributes kept per product slot (the demo's have four). */
export const ATTRIBUTES_PER_PRODUCT = 6;

export interface AttributeColumns {
  /** Distinct "name=value" keys; slot s has keys ids[s * ATTRIBUTES_PER_PRODUCT + i] - 1 (0: none). */
  keys: string[];
  ids: Uint16Array;
  /** Per slot: the age the product suits from, -1 unknown (ages.ts). */
  ages: Int8Array;
  /** The company's attribute dictionary: key → names per language field. */
  terms: Map<string, Record<string, unknown>>;
}

/** "name=value" keys of a product's attributes column ([{ name, value }, …]). */
export function attributeKeysOf(attributes: unknown): string[] {
  if (!Array.isArray(attributes)) return [];
  return attributes
    .filter((a) => a && typeof a.name === 'string' && typeof a.value === 'string')
    .slice(0, ATTRIBUTES_PER_PRODUCT)
    .map((a) => `${a.name}=${a.value}`);
}

interface Lookup {
  /** One entry per attribute name, then per value: words of their names. */
  words: WordIndex;
  /** Per entry: the product slots it stands for. */
  slots: Int32Array[];
}
const lookups = new WeakMap<CatalogueIndex, Lookup | null>();

function lookupOf(index: CatalogueIndex): Lookup | null {
  const hit = lookups.get(index);
  if (hit !== undefined) return hit;
  const columns = index.attributes;
  if (!columns?.keys.length) {
    lookups.set(index, null);
    return null;
  }
  const names = [...new Set(columns.keys.map((k) => k.split('=')[0]))];
  const entries: { text: string; of: (key: string) => boolean }[] = [
    // A key such as noBattery says the product has none: the attribute's name does not find it.
    ...names.map((name) => ({ text: name, of: (key: string) => key.startsWith(`${name}=`) && !/=no[A-Z]/.test(key) })),
    ...columns.keys.map((key) => ({ text: key.split('=')[1], of: (k: string) => k === key })),
  ];
  const lists = entries.map(() => [] as number[]);
  for (let slot = 0; slot < index.count; slot++)
    for (let i = 0; i < ATTRIBUTES_PER_PRODUCT; i++) {
      const id = columns.ids[slot * ATTRIBUTES_PER_PRODUCT + i];
      if (!id) continue;
      const key = columns.keys[id - 1];
      entries.forEach((entry, e) => entry.of(key) && lists[e].push(slot));
    }
  const words = new WordIndex(entries.length, (e, add) => {
    const term = columns.terms.get(entries[e].text);
    if (!term) return;
    languageFields.forEach((field, bit) => {
      // Values with {n} (an age) are matched as numbers elsewhere, not as words.
      const text = term[field];
      if (typeof text === 'string' && !text.includes('{n}')) add(bit, text);
    });
    add(UNKNOWN_LANGUAGE, entries[e].text);
  });
  const lookup = { words, slots: lists.map((l) => Int32Array.from(l)) };
  lookups.set(index, lookup);
  return lookup;
}

/** Product slots whose attributes a query word names (as a whole word or the same stem), or null when none. */
export function attributeSlots(index: CatalogueIndex, raw: string): Int32Array[] | null {
  const folded = splitWords(fold(raw));
  if (folded.length !== 1 || /\d/.test(folded[0])) return null;
  const lookup = lookupOf(index);
  if (!lookup) return null;
  const [word] = folded;
  const ids = new Set<number>();
  const exact = lookup.words.exact(word);
  if (exact !== undefined) ids.add(exact);
  STEMMED_LANGUAGES.forEach(({ field, stem }, i) => {
    if ([...word].length < 4) return;
    for (const s of queryStems(field, stem, word)) for (const id of lookup.words.stemmed(i, s)) ids.add(id);
  });
  if (!ids.size) return null;
  const found: Int32Array[] = [];
  for (const id of ids) for (const entry of lookup.words.postings[id]) found.push(lookup.slots[entry]);
  return found;
}
